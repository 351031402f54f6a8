import { pageMetadata } from '@/components/site/page-metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { privacyPolicy } from '@/content/legal/privacy';

export const metadata = pageMetadata(privacyPolicy);

export default function PrivacyPage() {
  return <LegalPage doc={privacyPolicy} />;
}

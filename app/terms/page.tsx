import { pageMetadata } from '@/components/site/page-metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { termsOfService } from '@/content/legal/terms';

export const metadata = pageMetadata(termsOfService);

export default function TermsPage() {
  return <LegalPage doc={termsOfService} />;
}

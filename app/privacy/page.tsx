import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'TODO',
  path: '/privacy',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Privacy Policy</h1>
    </div>
  );
}

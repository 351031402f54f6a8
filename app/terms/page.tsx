import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'Terms of Service',
  description: 'TODO',
  path: '/terms',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Terms of Service</h1>
    </div>
  );
}

import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'Documentation & Tutorials',
  description: 'TODO',
  path: '/docs',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Documentation & Tutorials</h1>
    </div>
  );
}

import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'Templates',
  description: 'TODO',
  path: '/templates',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Templates</h1>
    </div>
  );
}

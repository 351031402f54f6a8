import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'Playground',
  description: 'TODO',
  path: '/playground',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Playground</h1>
    </div>
  );
}

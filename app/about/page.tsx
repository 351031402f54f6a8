import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'About',
  description: 'TODO',
  path: '/about',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">About</h1>
    </div>
  );
}

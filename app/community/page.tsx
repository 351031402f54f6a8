import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({
  title: 'Community & Showcase',
  description: 'TODO',
  path: '/community',
});

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Community & Showcase</h1>
    </div>
  );
}

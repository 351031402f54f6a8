import { pageMetadata } from '@/components/site/page-metadata';

export const metadata = pageMetadata({ title: 'Home', description: 'TODO', path: '/' });

export default function HomePage() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-bold">Microloop</h1>
    </div>
  );
}

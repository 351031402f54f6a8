import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist. Head back to the Microloop home page or browse the templates.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className="container-page flex flex-col items-start gap-6 py-24">
      <p className="font-mono text-sm text-accent-2">404</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="max-w-xl text-lg text-muted">
        This ball dropped through a gap in the pegs. The page you asked for does not exist or has moved.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/">Back to home</ButtonLink>
        <ButtonLink href="/templates" variant="secondary">
          Browse templates
        </ButtonLink>
      </div>
    </div>
  );
}

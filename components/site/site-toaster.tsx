'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

// The notification area: sonner's Toaster, loaded after hydration to keep it off the first load.
export function SiteToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('sonner').then((sonner) => {
      if (!cancelled) setToaster(() => sonner.Toaster);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      duration={5000}
      visibleToasts={1}
      hotkey={['F8']}
      swipeDirections={['right']}
      richColors
      closeButton
    />
  );
}

'use client';

import { useState } from 'react';
import type { Values } from '@/lib/mechanics/core/params';
import type { KitEngine } from '@/lib/mechanics/kit-engines';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/control-icon';

type KitButtonProps = { slug: string; values: Values; engine: KitEngine };

/** "Download starter kit": builds the zip of the chosen engine from the values shown; busy while it is being built. */
export function KitButton({ slug, values, engine }: KitButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // The kit's code (exporters, zip, toasts, the mechanic's settings) loads on click: the page never carries it.
      const { downloadKitFor } = await import('./download-kit');
      await downloadKitFor(slug, engine, values);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) void download();
      }}
    >
      <Icon name="download" className="size-4" />
      Download starter kit
    </Button>
  );
}

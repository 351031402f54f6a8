import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { playgroundCopy } from '@/content/playground';
import type { QrImage } from './qr';

type MobileDialogProps = {
  open: boolean;
  onClose: () => void;
  link: string;
  qr: QrImage | null;
  onCopy: () => void;
};

const copy = playgroundCopy.mobile;

function pointsToThisComputer(link: string) {
  try {
    const { hostname } = new URL(link);
    return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.') || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** Test on Mobile: a QR code of the current playground link, the link itself and Copy link. */
export function MobileDialog({ open, onClose, link, qr, onCopy }: MobileDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={copy.title} description={copy.description}>
      <div className={clsx('grid gap-5', qr && 'sm:grid-cols-[auto_1fr] sm:items-start')}>
        {qr && (
          <div className="mx-auto w-48 rounded-xl bg-white p-2 sm:w-44">
            <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={copy.qrLabel} className="block size-full" shapeRendering="crispEdges">
              <rect width={qr.size} height={qr.size} fill="white" />
              <path d={qr.path} fill="black" />
            </svg>
          </div>
        )}
        <div className="min-w-0 space-y-3 text-sm">
          <p className="text-fg">{copy.reach}</p>
          {pointsToThisComputer(link) && (
            <p className="flex gap-2 rounded-lg border border-warm/40 bg-warm/10 p-3 text-warm">
              <Icon name="phone" className="mt-0.5 size-4" />
              <span>{copy.localhost}</span>
            </p>
          )}
        </div>
      </div>
      <label htmlFor="mobile-link" className="mt-5 block text-sm font-semibold">
        {copy.linkLabel}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id="mobile-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-border-strong bg-bg px-3 font-mono text-xs text-fg"
        />
        <Button variant="secondary" onClick={onCopy}>
          <Icon name="link" className="size-4" />
          {playgroundCopy.copyLink}
        </Button>
      </div>
    </Dialog>
  );
}

'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './control-icon';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes it on Escape and returns
 * focus to the control that opened it.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === ref.current) onClose();
      }}
      className={clsx(
        'm-auto w-[min(100%-2rem,36rem)] max-h-[calc(100dvh-2rem)] rounded-2xl border border-border-strong bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm',
        'opacity-100 transition-[opacity,transform] duration-200 starting:translate-y-2 starting:opacity-0',
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-2 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
            >
              <Icon name="close" />
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-muted">
              {description}
            </p>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

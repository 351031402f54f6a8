import { createElement, type ReactElement } from 'react';

export type NotifyOptions = {
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
};

// The notification area, once the first toast has brought it: <ToasterSlot> in the layout renders it.
let toaster: ReactElement | null = null;
const listeners = new Set<() => void>();

export const toasterStore = {
  get: () => toaster,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Shows a toast. sonner and its notification area arrive with the first one (a toast only ever follows
 * a click), so no page downloads them on load. A toast raised before the area has subscribed is not
 * lost: sonner replays the active toasts to a new subscriber.
 */
export async function notify(message: string, { description, variant = 'default' }: NotifyOptions = {}) {
  const { SiteToaster, toast } = await import('./notify-toaster');
  if (!toaster) {
    toaster = createElement(SiteToaster);
    for (const listener of listeners) listener();
  }
  if (variant === 'destructive') return toast.error(message, { description });
  if (variant === 'success') return toast.success(message, { description });
  return toast(message, { description });
}

/** The honest answer of a control whose destination does not exist yet. */
export function notifyNotYetAvailable(what: string, detail?: string) {
  return notify(`${what} is not available yet`, {
    description: detail ?? 'We are building it right now. Follow the changelog in the Docs to hear when it opens.',
  });
}

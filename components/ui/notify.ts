export type NotifyOptions = {
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
};

// sonner is imported on demand so the toast library never weighs on first load.
export async function notify(message: string, { description, variant = 'default' }: NotifyOptions = {}) {
  const { toast } = await import('sonner');
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

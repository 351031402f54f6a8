import { notify } from '@/components/ui/notify';
import { playgroundCopy } from '@/content/playground';

/** Copies the playground link and says whether it worked. */
export async function copyLink(link: string) {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(link);
    void notify(playgroundCopy.copied, { variant: 'success', description: playgroundCopy.copiedDescription });
  } catch {
    void notify(playgroundCopy.copyFailed, { variant: 'destructive', description: playgroundCopy.copyFailedDescription });
  }
}

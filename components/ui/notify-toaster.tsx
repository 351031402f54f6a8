import { Toaster, toast } from 'sonner';

export { toast };

/** The notification area of SPEC.md §9: one toast at a time, 5000 ms, swipe right, F8 focuses it. */
export function SiteToaster() {
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

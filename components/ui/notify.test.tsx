import { act, render, screen, waitFor, within } from '@testing-library/react';
import { notify } from './notify';
import { ToasterSlot } from './toaster-slot';

const regions = () => document.querySelectorAll<HTMLElement>('section[aria-label*="Notifications"]');

describe('notify', () => {
  it('brings the notification area with the first toast, once, and shows one toast at a time', async () => {
    render(<ToasterSlot />);
    expect(regions()).toHaveLength(0);
    await act(() => notify('Link copied', { variant: 'success', description: 'Paste it anywhere.' }));
    expect(regions()).toHaveLength(1);
    expect(regions()[0]).toHaveAttribute('aria-label', expect.stringContaining('F8'));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Paste it anywhere.')).toBeInTheDocument();

    await act(() => notify('The export failed', { variant: 'destructive' }));
    expect(regions()).toHaveLength(1);
    await waitFor(() => expect(within(regions()[0]!).getByText('The export failed').closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error'));
    await waitFor(() => expect(regions()[0]!.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(1));
  });
});

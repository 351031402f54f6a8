import { render, screen, within } from '@testing-library/react';
import { kitApiFor } from '@/content/kit-api';
import { behaviourOf } from '@/lib/mechanics/core/contract-text';
import { mechanicBySlug } from '@/lib/mechanics';
import { KitApiReference } from './kit-api-reference';

describe('KitApiReference', () => {
  beforeAll(() => {
    // The code sample's scroll region watches its size; jsdom has no ResizeObserver.
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it('shows each engine’s controls, behaviour and what is kept on the device from the game contract', () => {
    const api = kitApiFor('rhythm-clacker')!;
    render(<KitApiReference api={api} mechanic={mechanicBySlug('rhythm-clacker')!} templateHref="/templates/rhythm-clacker" />);
    const unity = screen.getByRole('region', { name: 'Unity' });
    const controls = within(unity).getByRole('region', { name: 'Unity Controls' });
    expect(controls.textContent).toContain('the HUD’s Calibrate button (top right; click or touch)');
    expect(controls.textContent).toContain('a second finger while the first is down');
    const behaviour = within(unity).getByRole('region', { name: 'Unity Behaviour' });
    expect(behaviour.textContent).toContain(behaviourOf('rhythm-clacker', 'unity', 'restart').replace(/`/g, ''));
    expect(within(unity).getByRole('region', { name: 'Unity Kept on the device' }).textContent).toContain('PlayerPrefs');
    // Unity's OnDisable rule is Unity's alone; JavaScript's destroy rule JavaScript's.
    const js = screen.getByRole('region', { name: 'JavaScript' });
    expect(within(js).getByRole('region', { name: 'JavaScript Behaviour' }).textContent).toContain('after it nothing fires');
    expect(within(js).getByRole('region', { name: 'JavaScript Behaviour' }).textContent).not.toContain('OnDisable');
    expect(behaviour.textContent).not.toContain('destroy()');
  });
});

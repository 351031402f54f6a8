import { render, screen } from '@testing-library/react';
import { behaviourOf } from '@/lib/mechanics/all-games/contract-text';
import type { KitEngine } from '@/lib/mechanics/kit-engine-query';
import { KitBehaviour } from './kit-api-reference';

const part = (engine: KitEngine) => (name: string) => ({ id: `${engine}-${name}`, engineTitle: `${engine}-title` });

function shown(slug: string, engine: KitEngine) {
  const { unmount } = render(
    <>
      <h2 id={`${engine}-title`}>{engine}</h2>
      <KitBehaviour slug={slug} engine={engine} part={part(engine)} />
    </>,
  );
  const text = (name: string) => screen.queryByRole('region', { name: `${engine} ${name}` })?.textContent ?? null;
  const parts = { controls: text('Controls'), behaviour: text('Behaviour'), kept: text('Kept on the device') };
  unmount();
  return parts;
}

describe('the API page’s controls and behaviour (the game contract’s words)', () => {
  it('gives Unity’s HUD buttons, the second finger and the calibration kept in PlayerPrefs', () => {
    const unity = shown('rhythm-clacker', 'unity');
    expect(unity.controls).toContain('C, the HUD’s Calibrate button (top right; click or touch)');
    expect(unity.controls).toContain('a second finger while the first is down');
    expect(unity.behaviour).toContain(behaviourOf('rhythm-clacker', 'unity', 'restart').replace(/`/g, ''));
    expect(unity.behaviour).not.toContain('destroy()');
    // Each rule names the scenarios that prove it.
    expect(unity.behaviour).toContain('Scenarios: restart-and-end, touch-restart.');
    expect(unity.kept).toContain('PlayerPrefs');
  });

  // Review 61 (js-a-1): the JavaScript DoubleTapDash game reads a pad, as its README says; the page said nothing of it.
  it('gives what a gamepad does where the game reads one (JavaScript’s DoubleTapDash) and nowhere else', () => {
    expect(shown('double-tap-dash', 'js').controls).toContain('A gamepad’s face button (A, B, X or Y on a standard pad: buttons 0 to 3) taps');
    expect(shown('double-tap-dash', 'js').controls).toContain('A gamepad press also starts a game that waits');
    expect(shown('double-tap-dash', 'unity').controls).not.toContain('gamepad');
    expect(shown('rhythm-clacker', 'js').controls).not.toContain('gamepad');
  });

  it('states JavaScript’s destroy rule for JavaScript only, and no device store for a game that keeps none', () => {
    const js = shown('physics-dropper', 'js');
    expect(js.behaviour).toContain('after it nothing fires');
    expect(js.behaviour).not.toContain('OnDisable');
    expect(js.kept).toBeNull();
  });
});

describe('the API page’s Files part', () => {
  // Each engine's list of files says what else the kit holds that they need (review 54, GA-1: a host who copied only the
  // listed Godot scripts lost the shell they preload).
  it('says, for every engine, what else the kit holds beside the files listed', async () => {
    // The code samples' scroll regions watch their size; jsdom has no ResizeObserver.
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const { KitApiReference } = await import('./kit-api-reference');
    const { kitApiFor } = await import('@/content/kit-api');
    const { mechanicBySlug } = await import('@/lib/mechanics');
    render(<KitApiReference api={kitApiFor('memory-tiles')!} mechanic={mechanicBySlug('memory-tiles')!} templateHref="/templates/memory-tiles" />);
    expect(screen.getByText(/its scripts load/).textContent).toContain('microloop_play.gd');
    expect(screen.getByText(/folder also holds the shell/).textContent).toContain('Mulberry32.cs');
    expect(screen.getByText(/which builds index.html from them/).textContent).toContain('src/memory-tiles.model.d.ts');
  });
});

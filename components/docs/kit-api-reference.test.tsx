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

  it('states JavaScript’s destroy rule for JavaScript only, and no device store for a game that keeps none', () => {
    const js = shown('physics-dropper', 'js');
    expect(js.behaviour).toContain('after it nothing fires');
    expect(js.behaviour).not.toContain('OnDisable');
    expect(js.kept).toBeNull();
  });
});

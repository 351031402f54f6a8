import { render, screen } from '@testing-library/react';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import { ConfigFields } from './config-fields';

describe('ConfigFields', () => {
  it('lists each setting under its export name with range, step and default as the Playground writes them', () => {
    render(<ConfigFields params={physicsDropperParams} />);
    const names = screen.getAllByRole('term').map((term) => term.textContent);
    const facts = screen.getAllByRole('definition').map((definition) => [...(definition.firstElementChild?.children ?? [])].map((fact) => fact.textContent));
    expect(names).toEqual(['gravity', 'bounciness', 'simulationSpeed', 'particleDensity']);
    expect(facts).toEqual([
      ['Range 1–20 m/s²', 'Step 0.1', 'Default 9.8 m/s²'],
      ['Range 0–1', 'Step 0.05', 'Default 0.7'],
      ['Range 1–10×', 'Step 0.5', 'Default 5×'],
      ['Range 10–100', 'Step 5', 'Default 50'],
    ]);
  });

  it('explains each setting with its meaning, verbatim', () => {
    render(<ConfigFields params={physicsDropperParams} />);
    const details = screen.getAllByRole('definition');
    physicsDropperParams.forEach((spec, index) => expect(details[index]).toHaveTextContent(spec.meaning));
  });

  it.each([
    ['godot', ['gravity', 'bounciness', 'simulation_speed', 'particle_density']],
    ['js', ['gravity', 'bounciness', 'speed', 'density']],
  ] as const)('names each setting as the %s kit spells it', (naming, names) => {
    render(<ConfigFields params={physicsDropperParams} naming={naming} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(names);
  });
});

import { buildItchExport } from './itch';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('itch.io export', () => {
  const files = buildItchExport(tuned);
  const html = files['index.html'] ?? '';

  it('puts index.html at the root with only a README beside it', () => {
    expect(Object.keys(files).sort()).toEqual(['README.md', 'index.html']);
  });

  it('embeds the four values and the schema version', () => {
    const block = /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual({
      schemaVersion: 1,
      template: 'PhysicsDropper X',
      gravity: 12.5,
      bounciness: 0.4,
      simulationSpeed: 3,
      particleDensity: 80,
    });
    expect(html).toContain('Gravity 12.5 m/s², Bounciness 0.4, Simulation Speed 3x, Particle Density 80');
  });

  it('is self-contained: no URLs, no external scripts, styles or images', () => {
    expect(html).not.toMatch(/https?:\/\//i);
    expect(html).not.toMatch(/\/\/[a-z0-9-]+\.[a-z]/i);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/<img\b|url\(|@import|fetch\(|XMLHttpRequest|import\(/i);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<canvas id="board"');
  });

  it('has a script that parses', () => {
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(() => new Function(scripts[0] ?? '')).not.toThrow();
  });

  it('explains the upload in the README', () => {
    expect(files['README.md']).toContain('This file will be played in the browser');
  });

  it('matches the snapshot', () => {
    expect(html).toMatchSnapshot();
  });
});

import { SvgContext } from './svg-context';

const asContext = (context: SvgContext) => context as unknown as CanvasRenderingContext2D;

describe('SvgContext', () => {
  it('writes a rectangle under the current transform in the still\'s pixels, with its fill and alpha', () => {
    const svg = new SvgContext(100, 50);
    const context = asContext(svg);
    context.fillStyle = '#123456';
    context.translate(10, 5);
    context.scale(2, 2);
    context.globalAlpha = 0.5;
    context.fillRect(1, 1, 3, 2);
    expect(svg.toSvg()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50"><path d="M12 7L18 7L18 11L12 11Z" fill="#123456" opacity="0.5"/></svg>',
    );
  });

  it('brings back the state of save() on restore(), transform included', () => {
    const svg = new SvgContext(10, 10);
    const context = asContext(svg);
    context.save();
    context.fillStyle = 'red';
    context.translate(5, 5);
    context.restore();
    context.fillRect(0, 0, 1, 1);
    expect(svg.toSvg()).toContain('<path d="M0 0L1 0L1 1L0 1Z" fill="#000000"/>');
  });

  it('draws a full circle as a closed outline of its radius, scaled with the transform', () => {
    const svg = new SvgContext(100, 100);
    const context = asContext(svg);
    context.setTransform(10, 0, 0, 10, 0, 0);
    context.beginPath();
    context.arc(5, 5, 2, 0, Math.PI * 2);
    context.fill();
    const points = [...svg.toSvg().matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(points.length).toBeGreaterThan(8);
    for (const [x, y] of points) expect(Math.hypot(x! - 50, y! - 50)).toBeCloseTo(20, 1);
    expect(points[0]).toEqual(points.at(-1));
  });

  it('strokes with the line width the transform gives it', () => {
    const svg = new SvgContext(100, 100);
    const context = asContext(svg);
    context.transform(4, 0, 0, 4, 0, 0);
    context.strokeStyle = '#fff';
    context.lineWidth = 0.5;
    context.beginPath();
    context.moveTo(0, 0);
    context.lineTo(10, 0);
    context.stroke();
    expect(svg.toSvg()).toContain('<path d="M0 0L40 0" fill="none" stroke="#fff" stroke-width="2"');
  });

  it('places upright text at its scaled size and escapes it', () => {
    const svg = new SvgContext(100, 100);
    const context = asContext(svg);
    context.setTransform(20, 0, 0, 20, 5, 0);
    context.font = '700 0.3px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'top';
    context.fillStyle = '#eee';
    context.fillText('<Score & 0>', 1, 0.5);
    expect(svg.toSvg()).toContain(
      '<text x="25" y="10" style="font:700 6px system-ui, sans-serif" fill="#eee" text-anchor="middle" dominant-baseline="text-before-edge">&#60;Score &#38; 0&#62;</text>',
    );
  });

  it('keeps the transform of turned text', () => {
    const svg = new SvgContext(100, 100);
    const context = asContext(svg);
    context.rotate(Math.PI / 2);
    context.fillText('x', 0, 0);
    expect(svg.toSvg()).toMatch(/<text x="0" y="0" transform="matrix\(0 1 -1 0 0 0\)"/);
  });

  it('counts what it drew', () => {
    const svg = new SvgContext(10, 10);
    expect(svg.drawn).toBe(0);
    asContext(svg).fill();
    expect(svg.drawn).toBe(0);
    asContext(svg).fillRect(0, 0, 1, 1);
    expect(svg.drawn).toBe(1);
  });
});

// A stand-in for CanvasRenderingContext2D that writes what a scene draws as SVG: the part of the 2D API
// the games use (rectangles, paths with arcs, strokes, text, transforms, alpha). The first-frame still
// of a template page is a game's real draw() recorded this way at build time, so it needs no code of
// its own per game and no JavaScript in the browser.

type Matrix = readonly [number, number, number, number, number, number];

const identity: Matrix = [1, 0, 0, 1, 0, 0];

function multiply([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

/** What save() keeps and restore() brings back. */
const stateKeys = ['fillStyle', 'strokeStyle', 'lineWidth', 'lineCap', 'lineJoin', 'globalAlpha', 'font', 'textAlign', 'textBaseline', 'matrix'] as const;
type DrawState = Pick<SvgContext, (typeof stateKeys)[number]>;

const round = (value: number) => String(Math.round(value * 100) / 100);

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const anchors: Record<string, string> = { left: 'start', start: 'start', center: 'middle', right: 'end', end: 'end' };
const baselines: Record<string, string> = {
  top: 'text-before-edge',
  hanging: 'hanging',
  middle: 'central',
  alphabetic: 'auto',
  ideographic: 'ideographic',
  bottom: 'text-after-edge',
};

/** The pixel size in a CSS font shorthand ("600 0.26px system-ui"), and the shorthand with another size. */
function withFontSize(font: string, scale: number): string {
  return font.replace(/(\d*\.?\d+)px/, (_, size: string) => `${round(Number(size) * scale)}px`);
}

/** A stand-in for a canvas a game makes for itself: its 2D context is an SvgContext of the canvas's size when asked. */
export type SvgCanvas = { width: number; height: number; readonly svgContext: SvgContext | null; getContext(kind: string): SvgContext };

export function svgCanvas(): SvgCanvas {
  let context: SvgContext | null = null;
  return {
    width: 300,
    height: 150,
    get svgContext() {
      return context;
    },
    getContext() {
      context ??= new SvgContext(this.width, this.height);
      return context;
    },
  };
}

export class SvgContext {
  fillStyle = '#000000';
  strokeStyle = '#000000';
  lineWidth = 1;
  lineCap = 'butt';
  lineJoin = 'miter';
  globalAlpha = 1;
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';
  matrix: Matrix = identity;
  private readonly stack: DrawState[] = [];
  private path = '';
  private readonly shapes: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  save() {
    const state = {} as Record<string, unknown>;
    for (const key of stateKeys) state[key] = this[key];
    this.stack.push(state as DrawState);
  }

  restore() {
    const previous = this.stack.pop();
    if (previous) Object.assign(this, previous);
  }

  setTransform(a: number, b: number, c: number, d: number, e: number, f: number) {
    this.matrix = [a, b, c, d, e, f];
  }

  resetTransform() {
    this.matrix = identity;
  }

  transform(a: number, b: number, c: number, d: number, e: number, f: number) {
    this.matrix = multiply(this.matrix, [a, b, c, d, e, f]);
  }

  translate(x: number, y: number) {
    this.transform(1, 0, 0, 1, x, y);
  }

  scale(x: number, y: number) {
    this.transform(x, 0, 0, y, 0, 0);
  }

  rotate(angle: number) {
    this.transform(Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0);
  }

  /** A point in the user space of the moment, in the still's pixels. */
  private point(x: number, y: number): string {
    const [a, b, c, d, e, f] = this.matrix;
    return `${round(a * x + c * y + e)} ${round(b * x + d * y + f)}`;
  }

  /** How much the current transform scales lengths (exact for the similarity transforms games use). */
  private lengthScale(): number {
    const [a, b, c, d] = this.matrix;
    return Math.sqrt(Math.abs(a * d - b * c));
  }

  beginPath() {
    this.path = '';
  }

  moveTo(x: number, y: number) {
    this.path += `M${this.point(x, y)}`;
  }

  lineTo(x: number, y: number) {
    this.path += `${this.path ? 'L' : 'M'}${this.point(x, y)}`;
  }

  closePath() {
    if (this.path) this.path += 'Z';
  }

  rect(x: number, y: number, width: number, height: number) {
    this.path += `M${this.point(x, y)}L${this.point(x + width, y)}L${this.point(x + width, y + height)}L${this.point(x, y + height)}Z`;
  }

  arc(x: number, y: number, radius: number, start: number, end: number, anticlockwise = false) {
    this.ellipse(x, y, radius, radius, 0, start, end, anticlockwise);
  }

  /** Drawn as short straight pieces: exact enough at a still's size, and right under any transform. */
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, start: number, end: number, anticlockwise = false) {
    let sweep = end - start;
    if (!anticlockwise && sweep < 0) sweep = (sweep % (2 * Math.PI)) + 2 * Math.PI;
    if (anticlockwise && sweep > 0) sweep = (sweep % (2 * Math.PI)) - 2 * Math.PI;
    if (Math.abs(end - start) >= 2 * Math.PI) sweep = anticlockwise ? -2 * Math.PI : 2 * Math.PI;
    const size = Math.max(radiusX, radiusY) * this.lengthScale();
    const steps = Math.max(8, Math.min(96, Math.ceil((Math.abs(sweep) * Math.max(size, 1)) / 3)));
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    for (let i = 0; i <= steps; i++) {
      const angle = start + (sweep * i) / steps;
      const px = radiusX * Math.cos(angle);
      const py = radiusY * Math.sin(angle);
      const command = i === 0 && !this.path ? 'M' : 'L';
      this.path += `${command}${this.point(x + px * cos - py * sin, y + px * sin + py * cos)}`;
    }
  }

  private alpha(): string {
    return this.globalAlpha < 1 ? ` opacity="${round(this.globalAlpha)}"` : '';
  }

  fill() {
    if (this.path) this.shapes.push(`<path d="${this.path}" fill="${escapeXml(this.fillStyle)}"${this.alpha()}/>`);
  }

  stroke() {
    if (!this.path) return;
    const { strokeStyle, lineWidth, lineCap, lineJoin } = this;
    const width = round(lineWidth * this.lengthScale());
    this.shapes.push(
      `<path d="${this.path}" fill="none" stroke="${escapeXml(strokeStyle)}" stroke-width="${width}" stroke-linecap="${lineCap}" stroke-linejoin="${lineJoin}"${this.alpha()}/>`,
    );
  }

  fillRect(x: number, y: number, width: number, height: number) {
    const saved = this.path;
    this.path = '';
    this.rect(x, y, width, height);
    this.fill();
    this.path = saved;
  }

  strokeRect(x: number, y: number, width: number, height: number) {
    const saved = this.path;
    this.path = '';
    this.rect(x, y, width, height);
    this.stroke();
    this.path = saved;
  }

  clearRect(x: number, y: number, width: number, height: number) {
    const fill = this.fillStyle;
    this.fillStyle = 'transparent';
    this.fillRect(x, y, width, height);
    this.fillStyle = fill;
  }

  fillText(text: string, x: number, y: number) {
    const [a, b, c, d, e, f] = this.matrix;
    const anchor = anchors[this.textAlign] ?? 'start';
    const baseline = baselines[this.textBaseline] ?? 'auto';
    const upright = Math.abs(b) < 1e-9 && Math.abs(c) < 1e-9 && Math.abs(a - d) < 1e-9 && a > 0;
    // Upright text is placed in the still's pixels at its real size; turned text keeps its transform.
    const place = upright
      ? `x="${round(a * x + e)}" y="${round(d * y + f)}" style="font:${escapeXml(withFontSize(this.font, a))}"`
      : `x="${round(x)}" y="${round(y)}" transform="matrix(${[a, b, c, d, e, f].map(round).join(' ')})" style="font:${escapeXml(this.font)}"`;
    this.shapes.push(
      `<text ${place} fill="${escapeXml(this.fillStyle)}" text-anchor="${anchor}" dominant-baseline="${baseline}"${this.alpha()}>${escapeXml(String(text))}</text>`,
    );
  }

  /**
   * A picture a game painted on a canvas of its own (a layer, a sprite: lib/mechanics/core/canvas-paint.ts), when
   * that canvas is an SvgCanvas: its shapes, placed at (dx, dy) and scaled to (dw, dh) under the current transform.
   */
  drawImage(image: unknown, dx: number, dy: number, dw?: number, dh?: number) {
    const inner = (image as Partial<SvgCanvas>).svgContext;
    if (!(inner instanceof SvgContext) || inner.shapes.length === 0) return;
    const { width, height } = image as SvgCanvas;
    const place = multiply(this.matrix, [dw === undefined || width === 0 ? 1 : dw / width, 0, 0, dh === undefined || height === 0 ? 1 : dh / height, dx, dy]);
    this.shapes.push(`<g transform="matrix(${place.map(round).join(' ')})"${this.alpha()}>${inner.shapes.join('')}</g>`);
  }

  measureText(text: string) {
    const size = Number(/(\d*\.?\d+)px/.exec(this.font)?.[1] ?? 10);
    return { width: String(text).length * size * 0.55 };
  }

  /** Everything drawn so far, as a standalone SVG document of the context's size. */
  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}">${this.shapes.join('')}</svg>`;
  }

  /** How many shapes and texts were drawn. */
  get drawn(): number {
    return this.shapes.length;
  }
}

import type { CanvasView } from './canvas-game';

/**
 * Drawing without garbage (under 1 KB a frame). What a canvas game allocates each frame is mostly what
 * it hands the canvas: a template string (a font, "Score 120"), a TextMetrics, and every fractional number passed
 * to a canvas method, which V8 boxes into a heap number to cross into the browser (a peg's arc(x, y, r, 0, 2π) is
 * four of them). So a game makes each string once, draws what does not move once into a layer, and stamps what
 * moves as a sprite at whole device pixels (whole numbers cross unboxed).
 */

const fonts = new Map<number, string>();

/** `${weight} ${px}px system-ui, sans-serif`, made once for each weight and size (to a hundredth of a px). */
export function font(weight: number, px: number): string {
  const hundredths = Math.round(px * 100);
  const key = weight * 1_000_000 + hundredths;
  let made = fonts.get(key);
  if (made === undefined) {
    made = `${weight} ${hundredths / 100}px system-ui, sans-serif`;
    fonts.set(key, made);
  }
  return made;
}

/** A text made from one number ("Score 120"), made again only when the number changes. */
export function numberText(make: (value: number) => string): (value: number) => string {
  let last = Number.NaN;
  let text = '';
  return (value) => {
    if (value !== last) {
      last = value;
      text = make(value);
    }
    return text;
  };
}

/**
 * Widths of texts in a font, measured once per text and font (measureText makes a TextMetrics a call). The font is
 * given, a string from font(), and set on the context here: reading `context.font` makes a new string each time.
 */
export function textWidths(): (context: CanvasRenderingContext2D, fontText: string, text: string) => number {
  const widths = new Map<string, Map<string, number>>();
  return (context, fontText, text) => {
    let byText = widths.get(fontText);
    if (!byText) {
      byText = new Map();
      widths.set(fontText, byText);
    }
    let width = byText.get(text);
    if (width === undefined) {
      context.font = fontText;
      width = context.measureText(text).width;
      // A long run's texts change (a score): keep the cache small.
      if (byText.size > 64) byText.clear();
      byText.set(text, width);
    }
    return width;
  };
}

/**
 * A picture drawn once and stamped each frame with one drawImage: a board's unchanging parts (pegs, walls, labels).
 * It is painted again when the view's size or ratio changes, or when `version` does (something it shows changed);
 * `paint` draws it in CSS px for that view (a function made once, not a closure a frame).
 */
export function createLayer(doc: Document | null | undefined) {
  let canvas: HTMLCanvasElement | null = null;
  let painted: { width: number; height: number; ratio: number; version: unknown } | null = null;
  return {
    /** Stamps the layer over the whole view (painting it first when needed); the context's transform is left as it was. */
    stamp(target: CanvasRenderingContext2D, view: CanvasView, version: unknown, paint: (context: CanvasRenderingContext2D, view: CanvasView) => void) {
      const width = Math.round(view.width * view.ratio);
      const height = Math.round(view.height * view.ratio);
      if (width <= 0 || height <= 0) return;
      if (!canvas || !painted || painted.width !== width || painted.height !== height || painted.ratio !== view.ratio || painted.version !== version) {
        canvas ??= (doc ?? document).createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) return;
        context.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
        paint(context, view);
        painted = { width, height, ratio: view.ratio, version };
      }
      target.save();
      target.setTransform(1, 0, 0, 1, 0, 0);
      target.drawImage(canvas, 0, 0);
      target.restore();
    },
  };
}

/**
 * Small pictures drawn once each (a ball of each colour) and stamped centred on a point at whole device pixels,
 * with the context's transform set to the device's (1:1): call begin() before a run of stamps and end() after.
 */
export function createSprites(doc: Document | null | undefined) {
  const made = new Map<number, { canvas: HTMLCanvasElement; half: number }>();
  let ratio = 0;
  return {
    /** Drops every sprite when the device pixel ratio changes (they are drawn at it). */
    fit(view: CanvasView) {
      if (view.ratio !== ratio) {
        made.clear();
        ratio = view.ratio;
      }
    },
    /**
     * Stamps sprite `key` (made by `paint` in a square of `size` CSS px, its centre at size / 2) with its centre at
     * (x, y), whole device px. The target's transform must be the identity; `paint` is made once (not a closure a stamp).
     */
    stamp(target: CanvasRenderingContext2D, key: number, size: number, x: number, y: number, paint: (context: CanvasRenderingContext2D, size: number, key: number) => void) {
      let sprite = made.get(key);
      if (!sprite) {
        const canvas = (doc ?? document).createElement('canvas');
        const pixels = Math.max(1, Math.ceil(size * ratio));
        canvas.width = pixels;
        canvas.height = pixels;
        const context = canvas.getContext('2d');
        if (context) {
          context.setTransform(ratio, 0, 0, ratio, 0, 0);
          paint(context, size, key);
        }
        sprite = { canvas, half: Math.floor(pixels / 2) };
        made.set(key, sprite);
      }
      target.drawImage(sprite.canvas, x - sprite.half, y - sprite.half);
    },
  };
}

/**
 * Draws one line of `text` in the context's font and alignment at (x, y), never wider than `width` (CSS px, or the
 * units of the transform in force): a text that would run past it is drawn narrowed to it (fillText's maxWidth)
 * rather than cut by the canvas's edge (a phone's narrow canvas). Every text a canvas game draws goes through this or wrappedText.
 * `width` is floored to a whole unit: a whole number crosses to the canvas unboxed.
 */
export function fitText(context: CanvasRenderingContext2D, text: string, x: number, y: number, width: number): void {
  context.fillText(text, x, y, Math.max(1, Math.floor(width)));
}

/**
 * Draws `text` in `fontText` (a string from font(), set on the context here: reading `context.font` back makes a new
 * string each time) and the context's alignment at (x, y), broken at spaces into as many lines as it needs to fit
 * `width`, `lineHeight` apart: with textBaseline 'bottom' the lines stack up from y, otherwise down (a narrow
 * portrait canvas wraps what a wide one shows on one line); a single word wider than `width` is narrowed to it
 * (fitText). It keeps the lines of the last text, font and width, so an unchanged prompt is not split again each frame.
 */
export function wrappedText() {
  let key = { text: '', font: '', width: Number.NaN };
  let lines: string[] = [];
  return (context: CanvasRenderingContext2D, fontText: string, text: string, x: number, y: number, width: number, lineHeight: number) => {
    context.font = fontText;
    if (text !== key.text || fontText !== key.font || width !== key.width) {
      key = { text, font: fontText, width };
      lines = [];
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && context.measureText(next).width > width) {
          lines.push(line);
          line = word;
        } else {
          line = next;
        }
      }
      lines.push(line);
    }
    const first = context.textBaseline === 'bottom' ? y - (lines.length - 1) * lineHeight : y;
    for (let index = 0; index < lines.length; index++) fitText(context, lines[index] ?? '', x, first + index * lineHeight, width);
  };
}

const fadeSteps = 16;
const fades = new Map<string, readonly string[]>();

function fadesOf(colour: string): readonly string[] {
  const red = parseInt(colour.slice(1, 3), 16);
  const green = parseInt(colour.slice(3, 5), 16);
  const blue = parseInt(colour.slice(5, 7), 16);
  const steps = Array.from({ length: fadeSteps + 1 }, (_, step) => `rgba(${red}, ${green}, ${blue}, ${step / fadeSteps})`);
  fades.set(colour, steps);
  return steps;
}

/**
 * `colour` (#rrggbb) at `alpha` (0 to 1, in sixteenths) as an rgba() string made once: a fill that fades sets its
 * colour rather than globalAlpha, whose fractional value would be boxed each time it is set. Small, so a caller's
 * loop inlines it (a call that is not inlined boxes its fractional argument too).
 */
export function fade(colour: string, alpha: number): string {
  const steps = fades.get(colour) ?? fadesOf(colour);
  return steps[alpha >= 1 ? fadeSteps : alpha <= 0 ? 0 : Math.round(alpha * fadeSteps)] ?? colour;
}

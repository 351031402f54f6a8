import { loadGame } from '@/lib/mechanics/games';
import { mechanicBySlug } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { palette } from '@/lib/mechanics/core/palette';
import { memoryTilesParams } from '@/lib/mechanics/memory-tiles/params';
import { MemoryModel } from '@/lib/mechanics/memory-tiles/model';
import { stillSize } from './first-frame-size';
import { SvgContext, svgCanvas } from './svg-context';

export { stillSize };

/** One seed for every build, so a still changes only when its game does. */
const stillSeed = 1;

const noop = () => {};

/**
 * Anything the stand-in host does not define: callable, constructible, and every member of it the same,
 * so a game that starts using another browser API at creation still draws its still (the unit test
 * checks what it draws).
 */
// A function expression, not an arrow: only those can be constructed.
const anything: unknown = new Proxy(function anything() {}, { get: (_, key) => (key === Symbol.toPrimitive ? () => '' : anything), apply: () => anything, construct: () => anything as object });

/** The object with its own members, and `anything` for every other. */
function standIn<T extends object>(members: T): T {
  return new Proxy(members, { get: (target, key) => (key in target ? target[key as keyof T] : anything) });
}

/**
 * A canvas game's first frame, drawn by its own code (createGame, as Play would, at the default values)
 * on a stand-in canvas whose 2D context writes SVG. The stand-in is only what a game touches while it
 * is created and draws its first frame; nothing is started, and the game is destroyed at once.
 */
async function canvasStill(slug: string, width: number, height: number): Promise<string> {
  const { createGame } = await loadGame(slug);
  const context = new SvgContext(width, height);
  const win = standIn({
    devicePixelRatio: 1,
    performance: { now: () => 0 },
    navigator: {},
    matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
    ResizeObserver: undefined,
    requestAnimationFrame: () => 0,
    cancelAnimationFrame: noop,
    addEventListener: noop,
    removeEventListener: noop,
  });
  // A layer or a sprite the game paints on a canvas of its own is drawn into the still where the game stamps it.
  const doc = standIn({ defaultView: win, hidden: false, addEventListener: noop, removeEventListener: noop, createElement: () => svgCanvas() });
  const canvas = standIn({
    tagName: 'CANVAS',
    ownerDocument: doc,
    style: {},
    dataset: {},
    clientWidth: width,
    clientHeight: height,
    width,
    height,
    hasAttribute: () => true,
    removeAttribute: noop,
    getContext: () => context,
    addEventListener: noop,
    removeEventListener: noop,
    getBoundingClientRect: () => ({ left: 0, top: 0, width, height }),
  });
  const game = createGame(canvas as unknown as HTMLElement, {}, { seed: stillSeed, reducedMotion: false });
  game.destroy();
  if (context.drawn === 0) throw new Error(`${slug} drew nothing in its first frame`);
  return context.toSvg();
}

/** MemoryTiles' face-down tile art (its game.ts's back of a tile: a diamond in a 24-unit box). */
const tileBack = 'M12 8l4 4-4 4-4-4z';

/**
 * MemoryTiles plays with real buttons, not a canvas: its first frame is drawn from its model the way
 * its game lays the board out (a line of text over a square grid of face-down tiles).
 */
function memoryTilesStill(width: number, height: number): string {
  const model = new MemoryModel(defaultValues(memoryTilesParams), stillSeed);
  const inset = 20;
  const headerHeight = 18;
  // The board centred, its line of text above it and as much room below (the game's layout()).
  const size = Math.min(width - 2 * inset, height - 2 * inset - 2 * (headerHeight + 6));
  const left = (width - size) / 2;
  const top = (height - size) / 2;
  const gap = model.side >= 6 ? 4 : 6;
  const tile = (size - gap * (model.side - 1)) / model.side;
  const tiles = model.tiles.map((_, index) => {
    const x = left + (index % model.side) * (tile + gap);
    const y = top + Math.floor(index / model.side) * (tile + gap);
    const art = tile * 0.68 * 0.7;
    const artLeft = x + (tile - art) / 2;
    const artTop = y + (tile - art) / 2;
    return (
      `<rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="8" fill="${palette.line}" stroke="${palette.muted}" stroke-width="2"/>` +
      `<path d="${tileBack}" fill="${palette.muted}" transform="translate(${artLeft} ${artTop}) scale(${art / 24})"/>`
    );
  });
  const header = `<text x="${width / 2}" y="${top - 6 - headerHeight + 13}" fill="${palette.text}" text-anchor="middle" style="font:600 13px system-ui,sans-serif">Board ${model.round} · Press Play · Score 0</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${palette.background}"/>${header}${tiles.join('')}</svg>`;
}

/** The first frame of a template's game as an SVG document, or undefined for a slug with no mechanic. */
export async function firstFrameSvg(slug: string, { width, height } = stillSize): Promise<string | undefined> {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) return undefined;
  return mechanic.surface === 'canvas' ? canvasStill(slug, width, height) : memoryTilesStill(width, height);
}

import { godotRunKeys, godotZipVersions, kitFolder, plainText, quickStart, routeLine } from '@/lib/mechanics/kit-quick-start';
import type { CatalogIconName } from '@/lib/design/catalog-icons';
import { templateEngines, type KitEngine } from '@/lib/mechanics/kit-engines';

// The filter options of SPEC.md §2, in its order; the unions below are derived from them.
export const genres = ['Arcade', 'Puzzle', 'Rhythm', 'Physics', 'Timing'] as const;
export const actions = ['Tap', 'Hold', 'Drag', 'Drop', 'Bounce'] as const;
export const engines = templateEngines;

export type Genre = (typeof genres)[number];
export type Action = (typeof actions)[number];
export type Engine = (typeof engines)[number];

export type Template = {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly genre: Genre;
  readonly action: Action;
  readonly engine: Engine;
  readonly rating: number;
  readonly downloads: number;
  readonly icon: CatalogIconName;
  readonly tags: readonly string[];
  /** What the kit of its own engine offers: content/kit-api's features proven in that kit, in their order. */
  readonly features: readonly string[];
  /** What the download will be once the library opens. */
  readonly ships: string;
  /** Whether the Playground runs this mechanic today. */
  readonly inPlayground?: boolean;
};

/** The six templates of SPEC.md §3, in its order (the "Featured" order of the catalog). */
export const templates = [
  {
    id: 1,
    name: 'PhysicsDropper',
    description:
      'Plinko-style drop physics: release a ball into a peg field and let gravity, bounce and a little luck pick the slot.',
    genre: 'Physics',
    action: 'Drop',
    engine: 'Unity',
    rating: 4.8,
    downloads: 1250,
    icon: 'physics',
    tags: ['plinko', 'gravity', 'pegs', 'drop', 'pachinko', 'rigidbody'],
    features: [
      'Gravity, bounciness, speed and density: the same settings as the Playground',
      'Peg rows, spacing and jitter you set in the Inspector',
      'Seven scoring bins, paying 10 to 100 points',
      'A payout curve and multiplier you edit in the Inspector',
      'Seeded drops for replays and fair daily challenges',
    ],
    ships: 'Unity package (UPM, .zip) for Unity 2022.3 LTS or newer',
    inPlayground: true,
  },
  {
    id: 2,
    name: 'DoubleTapDash',
    description:
      'A one-button runner: tap to dash, double-tap to phase through hazards before the lane snaps shut.',
    genre: 'Arcade',
    action: 'Tap',
    engine: 'Godot',
    rating: 4.6,
    downloads: 890,
    icon: 'tap',
    tags: ['runner', 'dash', 'double tap', 'one button', 'endless', 'combo'],
    features: [
      'Tap and double-tap detection with a tunable 180–350 ms window',
      'An endless lane of gates whose speed ramps up as you run',
      'Keyboard, mouse and touch input mapped out of the box',
    ],
    ships: 'Godot 4.3+ project folder (.zip)',
  },
  {
    id: 3,
    name: 'RhythmClacker',
    description:
      'Hit every clack on the beat: a latency-calibrated rhythm loop with Perfect, Good and Miss judging.',
    genre: 'Rhythm',
    action: 'Tap',
    engine: 'JS',
    rating: 4.9,
    downloads: 2100,
    icon: 'rhythm',
    tags: ['beat', 'music', 'bpm', 'combo', 'audio', 'calibration', 'javascript', 'browser'],
    features: [
      'Clacks scheduled on the audio clock, so they never drift from the beat',
      'An input-latency calibration round for speakers and Bluetooth headphones',
      'Your own beat maps as plain JSON, written by BPM and subdivision',
      'Perfect, Good and Miss windows with a combo multiplier',
    ],
    ships: 'dependency-free ES module bundle for the browser (.zip)',
  },
  {
    id: 4,
    name: 'MemoryTiles',
    description:
      'Flip, remember, match: a tile-memory puzzle with boards from 2×2 to 6×6 and a peek timer that shrinks as you improve.',
    genre: 'Puzzle',
    action: 'Tap',
    engine: 'Unity',
    rating: 4.7,
    downloads: 1560,
    icon: 'memory',
    tags: ['memory', 'match', 'pairs', 'flip', 'cards', 'grid', 'concentration'],
    features: [
      'Boards from 2×2 to 6×6 that always deal complete pairs',
      'A peek that shortens with every streak',
      'Tile sets as ScriptableObjects: swap the art without touching code',
      'A move counter and a three-star grade at the end of each board',
    ],
    ships: 'Unity package (UPM, .zip) for Unity 2022.3 LTS or newer',
  },
  {
    id: 5,
    name: 'BounceChain',
    description:
      'Keep the ball alive by chaining bounces across moving platforms; every clean chain raises the multiplier.',
    genre: 'Physics',
    action: 'Bounce',
    engine: 'Godot',
    rating: 4.5,
    downloads: 720,
    icon: 'bounce',
    tags: ['bounce', 'chain', 'platforms', 'ball', 'gravity', 'combo'],
    features: [
      'Gravity, restitution and steering you tune in one config',
      'A chain detector that raises the multiplier on every bounce off a platform other than the last one bounced on',
      'Sliding platforms whose speed and width you set',
    ],
    ships: 'Godot 4.3+ project folder (.zip)',
  },
  {
    id: 6,
    name: 'TimingWheel',
    description:
      'Hold to charge, release to stop the spinning wheel on the lit segment: a precision timing loop for the browser.',
    genre: 'Timing',
    action: 'Hold',
    engine: 'JS',
    rating: 4.8,
    downloads: 980,
    icon: 'timing',
    tags: ['wheel', 'spin', 'hold', 'release', 'precision', 'reflex', 'javascript', 'browser'],
    features: [
      'Hold to charge the brake, release to stop the wheel',
      'Segments, spin speed and target size from one config',
      'Near-miss detection for those “so close” moments',
      'A canvas renderer that respects reduced motion',
    ],
    ships: 'dependency-free ES module bundle for the browser (.zip)',
  },
] as const satisfies readonly Template[];

export const sortOptions = [
  { value: 'featured', label: 'Featured' },
  { value: 'downloads', label: 'Most downloaded' },
  { value: 'rating', label: 'Top rated' },
  { value: 'name', label: 'Name A–Z' },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];

/** Minimum-rating choices; 0 means any rating. */
export const minRatings = [0, 4.6, 4.7, 4.8] as const;

export type MinRating = (typeof minRatings)[number];

export const catalogCopy = {
  emptyMessage: 'Oops! No templates match your electrifying filters.',
  emptyHint: 'Try another engine or genre, or clear the search to see every template again.',
  searchPlaceholder: 'Search plinko, rhythm, Godot…',
  previewFailed: 'The preview could not open',
  previewFailedDescription: (name: string) => `Its code did not load. ${name}'s template page has every detail.`,
} as const;

export const templatesPage = {
  metaDescription:
    'Browse six microgame templates (PhysicsDropper, DoubleTapDash, RhythmClacker, MemoryTiles, BounceChain, TimingWheel) for Unity, Godot and JavaScript. Filter by genre, action and engine, or search by tag.',
  eyebrow: 'Template library',
  title: 'Microgame templates',
  intro:
    'Six core mechanics, each production-ready for Unity, Godot or the browser. Filter by genre, action and engine, or search for the feel you are after.',
  noScript: 'Filters and search need JavaScript. All six templates are listed below.',
} as const;

/** `PhysicsDropper` → `physics-dropper`: the template's page segment and its mechanic's slug. */
export function templateSlug(template: Pick<Template, 'name'>): string {
  return template.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `/templates/physics-dropper` (the export adds the trailing slash, as for every route). */
export function templatePath(template: Pick<Template, 'name'>): string {
  return `/templates/${templateSlug(template)}`;
}

export function templateBySlug(slug: string): Template | undefined {
  return templates.find((template) => templateSlug(template) === slug);
}

export const templatePageCopy = {
  metaDescription: (template: Template) =>
    `${template.name}, a ${template.genre.toLowerCase()} microgame template for ${template.engine}: ${template.description}`,
  breadcrumbRoot: 'Templates',
  featuresTitle: 'What the template does',
  tagsTitle: 'Tags',
  kitTitle: 'What the download holds',
  kitIntro:
    'A starter kit built in your browser from the values on the sliders above. It plays, and it hands your engine the same settings:',
  kitRoot: {
    'index.html': 'the game as one page that plays from disk, no server or install needed',
    'README.md': 'what each file is, how to use it in your engine, and what the kit does not hold',
    'LICENSE.txt': 'the template license of our Terms of Service',
    'config.json': 'your values as a JSON preset',
    'CHANGELOG.md': 'what changed in each version of the kit',
  },
  /** What the engine part of a kit holds, by the kit's engine. */
  kitEngine: {
    unity:
      'a Unity package (UPM) that plays the game in an empty scene: the rules in engine-free C#, a Game MonoBehaviour that builds the board from SpriteRenderers on sprites it makes at run time (no primitives or collider), a C# ScriptableObject with a field per setting, and the JSON preset in a Resources folder it loads from',
    godot:
      `a Godot 4 project in godot/ (open project.godot, press ${godotRunKeys}) with the game as an addon you can copy into your own project: its rules and playable node in GDScript, a settings Resource (.gd) and a .tres holding your values, a README and the license`,
    js: 'the game itself as a readable ES module exporting createGame, with its TypeScript declarations, in a Vite project (package.json, web/ and a script that rebuilds index.html) that serves and builds it',
  },
  kitNote: (template: Pick<Template, 'name'>, engine: KitEngine) => {
    const slug = templateSlug(template);
    const { main, older } = quickStart({ slug, name: template.name }, engine, kitFolder({ slug }, engine));
    const about =
      engine === 'js'
        ? 'This is the whole template: the same code this page plays, a module with no dependencies (index.html plays it with no install, and the Vite project serves and builds it).'
        : engine === 'unity'
          ? `This is the whole ${template.name} game for Unity 2022.3 or newer.`
          : 'This is the whole template: the game this page plays, its rules ported to GDScript and checked against the page’s own, playable in Godot 4.3 or newer with no image or sound files.';
    return `${about} Play it${older ? ` in ${godotZipVersions}` : ''} in ${plainText(routeLine(main))}.${older ? ` In ${older.versions}, ${plainText(routeLine(older))}.` : ''}`;
  },
  relatedTitle: 'Related templates',
  openInPlayground: 'Open in Playground',
} as const;

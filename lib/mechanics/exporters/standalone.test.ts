/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { externalResources } from '@/scripts/external-resources.mjs';
import { mechanics, physicsDropper, rhythmClacker } from '../index';
import { defaultValues } from '../core/params';
import type { CreateGame, GameOptions } from '../core/mechanic';
import { prompt } from '../core/player-words';
import { bootStandalone, standaloneIds, statusLine } from './standalone-boot';
import { inlineScript, standaloneHtml } from './standalone';
import { longestStatuses } from '../all-games/longest-statuses';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
/** Stands in for the build-time bundle: records what the page handed to the game. */
const recordingScript = `window.__booted = JSON.parse(document.getElementById('config').textContent); document.getElementById('status').textContent = 'Running';`;

const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('standaloneHtml', () => {
  const html = standaloneHtml(physicsDropper, tuned, recordingScript);

  it('embeds the preset, escaped so no value can close its script element', () => {
    const block = /<script type="application\/json" id="config">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    // The keys createGame reads, as in config.json and the URL.
    expect(JSON.parse(block)).toEqual({ schemaVersion: 1, template: 'PhysicsDropper', gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 });
    const hostile = standaloneHtml({ ...physicsDropper, name: 'Drop</script><b>' }, tuned, recordingScript);
    expect(hostile).not.toContain('Drop</script>');
    expect(hostile).toContain('<title>Drop&lt;/script&gt;&lt;b&gt;</title>');
  });

  it('inlines the game script and nothing else: no request leaves the page', () => {
    expect(html).toContain(recordingScript);
    expect(externalResources(html)).toEqual([]);
    // Its one link is an icon of its own (data:), so a browser serving the page asks for no /favicon.ico (review 43).
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html.replace('<link rel="icon" href="data:,">', '')).not.toMatch(/<script[^>]*\ssrc=|<link\b|https?:\/\//i);
  });

  it('keeps a closing script tag inside the game code from ending the element', () => {
    expect(inlineScript('var tag = "</script>";')).toBe('var tag = "<\\/script>";');
    expect(() => inlineScript('var comment = "<!--";')).toThrow(/<!--/);
  });

  it('gives the game a labelled, focusable canvas, a status line and how to play', () => {
    expect(html).toContain(`<canvas id="${standaloneIds.game}" tabindex="0" role="application" aria-label="PhysicsDropper game" data-start="gesture"></canvas>`);
    expect(html).toContain(`<p id="${standaloneIds.status}" role="status">`);
    expect(html).toContain(physicsDropper.howToPlay);
    expect(html).toContain('Gravity 12.5 m/s², Bounciness 0.4, Simulation Speed 3×, Particle Density 80.');
  });

  it('passes html-validate (npx html-validate, the repo config)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'microloop-html-'));
    try {
      const file = join(dir, 'index.html');
      writeFileSync(file, html);
      const dom = standaloneHtml({ ...physicsDropper, surface: 'dom' }, tuned, recordingScript);
      writeFileSync(join(dir, 'dom.html'), dom);
      execFileSync('npx', ['html-validate', '--config', join(process.cwd(), '.htmlvalidate.json'), file, join(dir, 'dom.html')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      throw new Error(`html-validate failed:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs its script from disk-like HTML: the script reads the preset', () => {
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    expect((window as unknown as { __booted: unknown }).__booted).toMatchObject({ gravity: 12.5, speed: 3 });
    expect(window.document.getElementById(standaloneIds.status)?.textContent).toBe('Running');
  });
});

describe('bootStandalone', () => {
  it('starts the game on #game with the preset values by key, and reports status', () => {
    const { window } = new JSDOM(standaloneHtml(physicsDropper, tuned, ''));
    const calls: { surface: Element; values: unknown; options?: GameOptions }[] = [];
    const focus = jest.fn();
    const createGame: CreateGame = (surface, values, options) => {
      calls.push({ surface, values, options });
      options?.onStatus?.(`Ready · Score 0 · ${prompt('start', 'keys')}`);
      return { start() {}, pause() {}, focus, reset() {}, update() {}, destroy() {} };
    };
    bootStandalone(createGame, physicsDropper.params, window.document);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.surface.id).toBe(standaloneIds.game);
    expect(calls[0]?.values).toEqual(tuned);
    expect(calls[0]?.options?.autoStart).toBe(false);
    // Until the player's Play or first press the line says how to start, first: the game's own ready sentence ends with it.
    expect(window.document.getElementById(standaloneIds.status)?.textContent).toBe(`${prompt('start', 'keys')} · Ready · Score 0`);
    // The game's own focus() takes the keys (its canvas, or MemoryTiles' tile).
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('shows a run\'s end with the way to play on first, so the fixed-height line cuts the figures, never the prompt (review 2 of 2026-11-29, K5)', () => {
    const { window } = new JSDOM(standaloneHtml(physicsDropper, tuned, ''));
    let options: GameOptions | undefined;
    bootStandalone((_surface, _values, given) => ((options = given), { start() {}, pause() {}, focus() {}, reset() {}, update() {}, destroy() {} }), physicsDropper.params, window.document);
    (window.document.getElementById(standaloneIds.toggle) as HTMLButtonElement).click();
    options?.onStatus?.(`Run over · Score 18 · 18 m · best combo 0 · last: Hit a gate · ${prompt('again', 'touch')}`);
    expect(window.document.getElementById(standaloneIds.status)?.textContent).toBe(`${prompt('again', 'touch')} · Run over · Score 18 · 18 m · best combo 0 · last: Hit a gate`);
    expect(statusLine(`Run over · Score 4 · ${prompt('again', 'keys')}`)).toBe(`${prompt('again', 'keys')} · Run over · Score 4`);
    expect(statusLine(`Run over · Score 4 · ${prompt('again', 'pad')}`)).toBe(`${prompt('again', 'pad')} · Run over · Score 4`);
    expect(statusLine('Score 4 · 12 m')).toBe('Score 4 · 12 m');
  });

  it('gives RhythmClacker no latency when the preset leaves it at its default, so the calibration stored on the device plays (review J9); a preset\'s own latency is given', () => {
    const given = (latency: number) => {
      const { window } = new JSDOM(standaloneHtml(rhythmClacker, { ...defaultValues(rhythmClacker.params), latency }, ''));
      let values: Record<string, number> = {};
      bootStandalone((_surface, passed) => ((values = passed as Record<string, number>), { start() {}, pause() {}, focus() {}, reset() {}, update() {}, destroy() {} }), rhythmClacker.params, window.document);
      return values;
    };
    expect(given(0)).not.toHaveProperty('latency');
    expect(given(0)).toHaveProperty('bpm');
    expect(given(40)).toMatchObject({ latency: 40 });
  });

  it('wires Pause/Play, Restart and Mute, shows Play once a run ends, and gives the focus back to the game after each', () => {
    const { window } = new JSDOM(standaloneHtml({ ...physicsDropper, audio: true }, tuned, ''));
    const doc = window.document;
    const game = { start: jest.fn(), pause: jest.fn(), focus: jest.fn(), reset: jest.fn(), update: jest.fn(), destroy: jest.fn(), setMuted: jest.fn() };
    let options: GameOptions | undefined;
    bootStandalone((_surface, _values, given) => ((options = given), game), physicsDropper.params, doc);
    const toggle = doc.getElementById(standaloneIds.toggle) as HTMLButtonElement;
    // The game's own focus() takes the keys (its canvas, or MemoryTiles' tile), at load and after each control.
    const focusesBefore = 1;
    expect(game.focus).toHaveBeenCalledTimes(focusesBefore);
    // A game with sound waits for a gesture.
    expect([toggle.textContent, toggle.getAttribute('aria-pressed')]).toEqual(['Play', 'false']);
    expect(options?.autoStart).toBe(false);
    toggle.focus();
    toggle.click();
    expect(game.start).toHaveBeenCalledTimes(1);
    expect(game.focus).toHaveBeenCalledTimes(focusesBefore + 1);
    expect([toggle.textContent, toggle.getAttribute('aria-pressed')]).toEqual(['Pause', 'true']);
    toggle.focus();
    toggle.click();
    expect(game.pause).toHaveBeenCalledTimes(1);
    expect(game.focus).toHaveBeenCalledTimes(focusesBefore + 2);
    expect([toggle.textContent, toggle.getAttribute('aria-pressed')]).toEqual(['Play', 'false']);
    toggle.click();
    expect(game.start).toHaveBeenCalledTimes(2);
    options?.onEnd?.({ score: 3, text: 'Run over' });
    expect(toggle.textContent).toBe('Play');
    (doc.getElementById(standaloneIds.restart) as HTMLButtonElement).click();
    expect(game.reset).toHaveBeenCalledTimes(1);
    expect(game.start).toHaveBeenCalledTimes(3);
    expect(toggle.textContent).toBe('Pause');
    const mute = doc.getElementById(standaloneIds.mute) as HTMLButtonElement;
    mute.click();
    expect(game.setMuted).toHaveBeenLastCalledWith(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(game.focus).toHaveBeenCalledTimes(focusesBefore + 5);
  });

  it('listens to no press of its own: the game starts itself on a press, and its status that no longer waits for one turns Play into Pause', () => {
    const { window } = new JSDOM(standaloneHtml(rhythmClacker, defaultValues(rhythmClacker.params), ''));
    const doc = window.document;
    const game = { start: jest.fn(), pause: jest.fn(), focus: jest.fn(), reset: jest.fn(), update: jest.fn(), destroy: jest.fn() };
    let options: GameOptions | undefined;
    bootStandalone((_surface, _values, given) => ((options = given), given?.onStatus?.(`Ready · 120 BPM · ${prompt('start', 'keys')}`), game), rhythmClacker.params, doc);
    const surface = doc.getElementById(standaloneIds.game) as HTMLElement;
    const toggle = doc.getElementById(standaloneIds.toggle) as HTMLButtonElement;
    const space = new window.KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    surface.dispatchEvent(space);
    surface.dispatchEvent(new window.MouseEvent('pointerdown', { button: 0, bubbles: true, cancelable: true }));
    expect([game.start.mock.calls.length, space.defaultPrevented, toggle.textContent]).toEqual([0, false, 'Play']);
    // The host's pause before the start is no run.
    options?.onStatus?.('Paused · Ready · 120 BPM');
    expect(toggle.textContent).toBe('Play');
    options?.onStatus?.(`Ready · 120 BPM · ${prompt('start', 'pad')}`);
    options?.onStatus?.('Score 0 · streak 0');
    expect([toggle.textContent, toggle.getAttribute('aria-pressed'), doc.getElementById(standaloneIds.status)?.textContent]).toEqual(['Pause', 'true', 'Score 0 · streak 0']);
    expect(statusLine(`Ready · Score 0 · ${prompt('start', 'pad')}`)).toBe(`${prompt('start', 'pad')} · Ready · Score 0`);
  });

  it('waits for Play in all six, as the footer\'s "Press Play" says: Play shown, the start prompt, no autoStart, and Play or the first tap starts the run once (review 4 of 2026-11-29, M7)', () => {
    const pages = mechanics.map((mechanic) => {
      const html = standaloneHtml(mechanic, defaultValues(mechanic.params), '');
      const { window } = new JSDOM(html);
      const doc = window.document;
      const game = { start: jest.fn(), pause: jest.fn(), focus: jest.fn(), reset: jest.fn(), update: jest.fn(), destroy: jest.fn() };
      let options: GameOptions | undefined;
      bootStandalone((surface, _values, given) => {
        options = given;
        given?.onStatus?.(`Ready · Score 0 · ${prompt('start', 'keys')}`);
        // The game's own press listener (canvas-game.ts, MemoryTiles' board): a press on a waiting game starts it.
        surface.addEventListener('pointerdown', () => given?.onStatus?.('Score 0'));
        return game;
      }, mechanic.params, doc);
      const toggle = doc.getElementById(standaloneIds.toggle) as HTMLButtonElement;
      const surface = doc.getElementById(standaloneIds.game) as HTMLElement;
      const before = { toggle: toggle.textContent, pressed: toggle.getAttribute('aria-pressed'), status: doc.getElementById(standaloneIds.status)?.textContent, autoStart: options?.autoStart, starts: game.start.mock.calls.length };
      surface.dispatchEvent(new window.MouseEvent('pointerdown', { button: 0, bubbles: true, cancelable: true }));
      surface.dispatchEvent(new window.MouseEvent('pointerdown', { button: 0, bubbles: true, cancelable: true }));
      return { slug: mechanic.slug, words: mechanic.howToPlay.startsWith('Press Play'), footer: html.includes(escapeHtmlText(mechanic.howToPlay)), ...before, afterTap: [toggle.textContent, game.start.mock.calls.length] };
    });
    expect(pages).toEqual(
      mechanics.map(({ slug }) => ({ slug, words: true, footer: true, toggle: 'Play', pressed: 'false', status: `${prompt('start', 'keys')} · Ready · Score 0`, autoStart: false, starts: 0, afterTap: ['Pause', 0] })),
    );
  });

  it('has a Calibrate control for a game that calibrates: it runs the round and says the latency it set', async () => {
    const html = standaloneHtml(rhythmClacker, defaultValues(rhythmClacker.params), '');
    expect(html).toContain('>Calibrate</button>');
    expect(standaloneHtml(physicsDropper, tuned, '')).not.toContain('Calibrate');
    const { window } = new JSDOM(html);
    const doc = window.document;
    const game = { start: jest.fn(), pause: jest.fn(), focus: jest.fn(), reset: jest.fn(), update: jest.fn(), destroy: jest.fn(), calibrate: jest.fn(() => Promise.resolve(60)) };
    let options: GameOptions | undefined;
    bootStandalone((_surface, _values, given) => ((options = given), game), rhythmClacker.params, doc);
    (doc.getElementById(standaloneIds.calibrate) as HTMLButtonElement).click();
    expect(game.calibrate).toHaveBeenCalledTimes(1);
    expect(game.focus).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    // The round's end is the game's own sentence, its start prompt in the words of the player's hands: the page adds
    // no line of its own (it told a keyboard player to tap the game).
    options?.onStatus?.(`Ready · 120 BPM · latency calibrated to 60 ms · ${prompt('start', 'keys')}`);
    expect(doc.getElementById(standaloneIds.status)?.textContent).toBe(`${prompt('start', 'keys')} · Ready · 120 BPM · latency calibrated to 60 ms`);
    expect(doc.getElementById(standaloneIds.toggle)?.textContent).toBe('Play');
    expect(readFileSync(join(__dirname, 'standalone-boot.ts'), 'utf8')).not.toMatch(/tap the game|Press Play or/);
  });

  it('passes ?seed=N to the game, so a build replays the site\'s run; no seed, or junk, leaves it random', () => {
    const seeds = ['?seed=42', '', '?seed=banana', '?seed=99999999999'].map((search) => {
      const { window } = new JSDOM(standaloneHtml(physicsDropper, tuned, ''));
      let options: GameOptions | undefined;
      bootStandalone((_surface, _values, given) => ((options = given), { start() {}, pause() {}, focus() {}, reset() {}, update() {}, destroy() {} }), physicsDropper.params, window.document, search);
      return options && 'seed' in options ? options.seed : 'none';
    });
    expect(seeds).toEqual([42, 'none', 'none', 'none']);
  });

  it('has no Mute button for a game without sound', () => {
    expect(standaloneHtml(physicsDropper, tuned, '')).not.toContain(`id="${standaloneIds.mute}"`);
  });

  it('fails loudly on a page without the game surface', () => {
    const { window } = new JSDOM('<!doctype html><p>no game</p>');
    expect(() => bootStandalone(() => ({ start() {}, pause() {}, focus() {}, reset() {}, update() {}, destroy() {} }), physicsDropper.params, window.document)).toThrow(/#game/);
  });
});

describe('the page\'s status line is never cut, upright from 320 px or sideways, and the game keeps its size whatever it says (review 8, J2)', () => {
  // Advance widths of 14 px DejaVu Sans Bold as Chromium lays out the page's status (system-ui on Linux), measured
  // once: wider than a phone's Roboto or San Francisco, so a line that fits here fits there.
  const advance: Record<string, number> = { "0": 9.74, "1": 9.74, "2": 9.74, "3": 9.74, "4": 9.74, "5": 9.74, "6": 9.74, "7": 9.74, "8": 9.74, "9": 9.74, " ": 4.87, "!": 6.39, "%": 14.03, "'": 4.29, "(": 6.4, ")": 6.4, "+": 11.73, ",": 5.32, "-": 5.81, ".": 5.32, ":": 5.6, ";": 5.6, "?": 8.12, "A": 10.84, "B": 10.67, "C": 10.28, "D": 11.62, "E": 9.56, "F": 9.56, "G": 11.49, "H": 11.72, "I": 5.21, "J": 5.21, "K": 10.85, "L": 8.92, "M": 13.93, "N": 11.72, "O": 11.9, "P": 10.26, "Q": 11.9, "R": 10.78, "S": 9.49, "T": 9.86, "U": 11.37, "V": 10.84, "W": 15.44, "X": 10.79, "Y": 10.14, "Z": 10.15, "a": 9.45, "b": 10.02, "c": 8.3, "d": 10.02, "e": 9.5, "f": 5.67, "g": 10.02, "h": 9.97, "i": 4.8, "j": 4.8, "k": 9.31, "l": 4.8, "m": 14.59, "n": 9.97, "o": 9.62, "p": 10.02, "q": 10.02, "r": 6.9, "s": 8.33, "t": 6.69, "u": 9.97, "v": 9.13, "w": 12.93, "x": 9.03, "y": 9.13, "z": 8.15, "·": 5.32, "×": 11.73, "…": 14, "←": 11.73, "→": 11.73 };
  /** Lines a sentence takes at `width` px, broken at spaces as the browser breaks it. */
  const linesOf = (text: string, width: number) => {
    let lines = 1;
    let line = 0;
    for (const word of text.split(' ')) {
      const size = [...word].reduce((sum, char) => sum + (advance[char] ?? 15.44), 0);
      if (line === 0) line = size;
      else if (line + (advance[' '] ?? 0) + size <= width) line += (advance[' '] ?? 0) + size;
      else {
        lines += 1;
        line = size;
      }
    }
    return lines;
  };
  /** The lines the page's CSS reserves at a viewport (its header p heights, the last rule whose media holds). */
  const reservedLines = (page: string, width: number, height: number) => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    let reserved = 0;
    for (const rule of css.matchAll(/(?:@media ([^{]+)\{)?header p\{([^}]*)\}/g)) {
      const px = /(?:^|;)height:(\d+)px/.exec(rule[2] ?? '')?.[1];
      if (!px) continue;
      const holds = [...(rule[1] ?? '').matchAll(/\((min-width|max-width|max-height):(\d+)px\)/g)].every(([, feature, value]) =>
        feature === 'min-width' ? width >= Number(value) : feature === 'max-width' ? width <= Number(value) : height <= Number(value),
      );
      if (holds) reserved = Number(px) / 18;
    }
    // A status kept to one line (nowrap) cuts whatever is longer.
    return /header p\{[^}]*white-space:nowrap/.test(css) ? Math.min(reserved, 1) : reserved;
  };
  // Upright (no side insets) and sideways with a notch's 59 px a side, from phoneScreens and two smaller phones.
  const screens = [
    [320, 693, 0], [360, 740, 0], [390, 844, 0], [412, 915, 0], [430, 932, 0],
    [568, 320, 0], [640, 360, 118], [693, 320, 118], [740, 360, 118], [844, 390, 118], [915, 412, 118], [932, 430, 118],
  ] as const;

  it.each(mechanics.map((mechanic) => [mechanic.slug, mechanic] as const))('%s', (slug, mechanic) => {
    const page = standaloneHtml(mechanic, defaultValues(mechanic.params), recordingScript);
    const sentences = longestStatuses[slug] ?? [];
    expect(sentences.length).toBeGreaterThan(3);
    for (const [width, height, insets] of screens) {
      const room = width - 24 - insets;
      const longest = sentences.reduce((most, text) => (linesOf(text, room) > linesOf(most, room) ? text : most));
      expect({ slug, width, height, longest, cut: reservedLines(page, width, height) < linesOf(longest, room) }).toEqual({ slug, width, height, longest, cut: false });
    }
  });

  it('MemoryTiles\' way to the next board is among the sentences held whole', () => {
    expect(longestStatuses['memory-tiles']?.some((text) => text.endsWith('Pick a tile for the next board.'))).toBe(true);
  });
});

describe('the page footer speaks to both hands (review 8, J7)', () => {
  it.each(mechanics.map((mechanic) => [mechanic.slug, mechanic] as const))('%s: how to play by keys and by touch, and a restart by R or the Restart button', (_, mechanic) => {
    const footer = /<footer><p>([^<]*)<\/p>/.exec(standaloneHtml(mechanic, defaultValues(mechanic.params), recordingScript))?.[1] ?? '';
    expect(footer).toMatch(/\b(?:tap|finger)\b/);
    expect(footer).toMatch(/\bSpace\b|arrow keys/);
    expect(footer).toMatch(/R or the Restart button restarts\.$/);
  });
});

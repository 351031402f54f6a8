// Review 1 of 2026-11-29, J2: every prompt a canvas game draws or says names the input the player has (touch words
// on a touch screen, keys with a keyboard), from one table (core/player-words.ts), in all five canvas games.
import { canvasGameCreators } from './game-starters';
import { installFakeCanvas, type FakeCanvas } from '../core/testing/fake-canvas';
import { gamePrompts, padPrompts, prompt, type Hands } from '../core/player-words';
import { createGame as createRhythmClacker } from '../rhythm-clacker/game';

const games = canvasGameCreators;

/** Words that name an input: a touch player's, a keyboard player's. */
const named: Record<Hands, RegExp> = {
  touch: /\btaps?\b|\bfinger/i,
  keys: /\bSpace\b|\bEnter\b|←|→|\bclick\b|\bpress\b(?! A\b)/i,
  pad: /\bPress A\b|\bA:|\bA twice\b/,
};
const other: Record<Exclude<Hands, 'pad'>, Hands> = { touch: 'keys', keys: 'touch' };

let fake: FakeCanvas;
beforeEach(() => {
  fake = installFakeCanvas();
});
afterEach(() => fake.remove());

/** Every text drawn and every status said at the first moments of a run (and RhythmClacker's calibration), for a player with these hands. */
function wordsAtStart(slug: keyof typeof games, hands: Hands): string[] {
  const media = window.matchMedia;
  // A touch screen's main pointer is coarse: the shell's hands before any press.
  window.matchMedia = ((query: string) => ({ ...media(query), matches: query === '(pointer: coarse)' ? hands === 'touch' : media(query).matches })) as typeof window.matchMedia;
  const said: string[] = [];
  const game = games[slug](fake.canvas, {}, { seed: 3, onStatus: (text: string) => void said.push(text) });
  fake.runFrames(2);
  if (slug === 'rhythm-clacker') {
    void (game as ReturnType<typeof createRhythmClacker>).calibrate();
    fake.runFrames(90);
    game.reset();
  }
  game.start();
  fake.runFrames(3);
  game.destroy();
  window.matchMedia = media;
  return [...fake.calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0])), ...said];
}

describe("every prompt a canvas game draws or says names the player's hands, in the words of player-words.ts (review 1 of 2026-11-29, J2)", () => {
  it.each(Object.keys(games) as (keyof typeof games)[])('%s', (slug) => {
    for (const hands of ['touch', 'keys'] as const) {
      const words = wordsAtStart(slug, hands);
      expect(words.length).toBeGreaterThan(0);
      // No word of the other hands' input, drawn or said.
      expect({ hands, wrong: words.filter((text) => named[other[hands]].test(text) || named.pad.test(text)) }).toEqual({ hands, wrong: [] });
      // A game's own moments draw the table's words (wrapped lines joined), for these hands.
      const own = { 'double-tap-dash': 'dash-controls', 'bounce-chain': 'steer-controls', 'rhythm-clacker': 'calibrating' } as const;
      const moment = own[slug as keyof typeof own];
      const drawn = fake.calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0])).join(' ');
      if (moment) expect(drawn).toContain(prompt(moment, hands));
      fake.calls.length = 0;
    }
  });

  it('the table has words for both hands at each of a game’s own moments, and names only those hands’ input', () => {
    for (const words of Object.values(gamePrompts)) {
      expect(named.touch.test(words.keys)).toBe(false);
      expect(named.keys.test(words.touch)).toBe(false);
      expect(named.pad.test(words.keys) || named.pad.test(words.touch)).toBe(false);
    }
    // The keys hands are a keyboard and a mouse (review 3 of 2026-11-29, X4): RhythmClacker's keys words name the click too.
    for (const moment of ['calibrating', 'calibration-short'] as const) expect(gamePrompts[moment].keys).toMatch(/\bor clicks?\b/);
    for (const words of Object.values(padPrompts)) {
      expect({ words, pad: named.pad.test(words), touch: named.touch.test(words), keys: named.keys.test(words) }).toEqual({ words, pad: true, touch: false, keys: false });
    }
  });
});

describe('a gamepad player reads the pad’s words (A), in the canvas and the status line, and the pad starts the next run as they say (review 2 of 2026-11-29, JS row 2)', () => {
  // Every game that reads a pad: found by grepping the games for getGamepads (DoubleTapDash alone).
  it('double-tap-dash', () => {
    const buttons = [{ pressed: false }];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [{ buttons }] });
    const said: string[] = [];
    let ends = 0;
    const game = games['double-tap-dash'](fake.canvas, {}, { seed: 3, autoStart: true, onStatus: (text: string) => void said.push(text), onEnd: () => void (ends += 1) });
    const press = () => {
      buttons[0] = { pressed: true };
      fake.runFrames(2);
      buttons[0] = { pressed: false };
      fake.runFrames(2);
    };
    fake.runFrames(3);
    // A pad the browser lists when the game is made (one of its buttons was pressed on the page): the pad's words from the start.
    const drawn = () => fake.calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0])).join(' ');
    expect(drawn()).toContain(prompt('dash-controls', 'pad'));
    press();
    for (let frame = 0; frame < 60 * 60 && ends === 0; frame++) fake.runFrames(1);
    expect(ends).toBe(1);
    fake.runFrames(70);
    // The end's status names the pad's button, no key or finger.
    expect(said.at(-1)).toMatch(new RegExp(`${prompt('again', 'pad')}$`));
    expect(said.at(-1)).not.toMatch(named.keys);
    expect(said.at(-1)).not.toMatch(named.touch);
    // The pad's press starts the next run, and the canvas's controls line is the pad's.
    fake.calls.length = 0;
    press();
    expect(drawn()).toContain(prompt('dash-controls', 'pad'));
    expect(drawn()).not.toContain(prompt('dash-controls', 'keys'));
    game.destroy();
    delete (navigator as { getGamepads?: unknown }).getGamepads;
  });
});

describe('the pad’s words follow the pads the browser lists, not the connect event: at creation, and at each connect and disconnect (review 13, R13-2)', () => {
  // Every game that reads a pad: DoubleTapDash alone (the games grepped for getGamepads, above).
  const drawn = () => fake.calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0])).join(' ');
  let pads: { buttons: { pressed: boolean }[] }[] = [];
  beforeEach(() => {
    pads = [];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [...pads] });
  });
  afterEach(() => void delete (navigator as { getGamepads?: unknown }).getGamepads);

  it('double-tap-dash: a pad listed at creation is named in the status and the canvas before any event', () => {
    pads = [{ buttons: [{ pressed: false }] }];
    const said: string[] = [];
    const game = games['double-tap-dash'](fake.canvas, {}, { seed: 3, onStatus: (text: string) => void said.push(text) });
    fake.runFrames(3);
    expect(said.at(-1)).toMatch(new RegExp(`${prompt('start', 'pad')}$`));
    expect(drawn()).toContain(prompt('dash-controls', 'pad'));
    game.destroy();
  });

  it('double-tap-dash: the pad gone (gamepaddisconnected, none listed), the status and the canvas go back to the screen’s hands', () => {
    const said: string[] = [];
    const game = games['double-tap-dash'](fake.canvas, {}, { seed: 3, onStatus: (text: string) => void said.push(text) });
    fake.runFrames(3);
    expect(said.at(-1)).toMatch(new RegExp(`${prompt('start', 'keys')}$`));
    pads = [{ buttons: [{ pressed: false }] }];
    window.dispatchEvent(new Event('gamepadconnected'));
    fake.runFrames(2);
    expect(said.at(-1)).toMatch(new RegExp(`${prompt('start', 'pad')}$`));
    pads = [];
    fake.calls.length = 0;
    window.dispatchEvent(new Event('gamepaddisconnected'));
    fake.runFrames(2);
    expect(said.at(-1)).toMatch(new RegExp(`${prompt('start', 'keys')}$`));
    expect(drawn()).toContain(prompt('dash-controls', 'keys'));
    expect(drawn()).not.toContain(prompt('dash-controls', 'pad'));
    // One of two pads leaving keeps the pad's words.
    pads = [{ buttons: [{ pressed: false }] }, { buttons: [{ pressed: false }] }];
    window.dispatchEvent(new Event('gamepadconnected'));
    window.dispatchEvent(new Event('gamepadconnected'));
    pads = [{ buttons: [{ pressed: false }] }];
    window.dispatchEvent(new Event('gamepaddisconnected'));
    fake.runFrames(2);
    expect(said.at(-1)).toMatch(new RegExp(`${prompt('start', 'pad')}$`));
    game.destroy();
  });
});

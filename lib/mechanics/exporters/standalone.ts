import type { Mechanic } from '../core/mechanic';
import { valuesSummary, type Values } from '../core/params';
import { gameConfigDocument } from './json';
import { prompt } from '../core/player-words';
import { standaloneIds } from './standalone-boot';

/** A reserved status height: `lines` of 18 px where the media query holds (no query: everywhere). */
export type StatusRoom = { readonly lines: number; readonly minWidth?: number; readonly maxWidth?: number; readonly maxHeight?: number };

/**
 * The status line's height, by the page's width, as many lines as the longest sentence any game's page says there
 * takes (the way on first, a 5-digit score, the keys' words; all-games/longest-statuses.ts, laid out in Chromium's
 * DejaVu Sans Bold, wider than a phone's system font): so no status is ever cut, and the game never resizes when the
 * status changes. Later rows win. Under 480 px tall (a phone held sideways) a notch's insets can take 59 px a side.
 */
export const statusRoom: readonly StatusRoom[] = [
  { lines: 4 },
  { lines: 3, minWidth: 390 },
  { lines: 2, minWidth: 600 },
  { lines: 3, maxHeight: 480 },
  { lines: 4, maxHeight: 480, maxWidth: 539 },
  { lines: 2, maxHeight: 480, minWidth: 720 },
];

/** The status lines statusRoom reserves on a page of this size, in CSS px. */
export function statusLinesAt(width: number, height: number): number {
  let lines = 0;
  for (const room of statusRoom) {
    const holds = (room.minWidth === undefined || width >= room.minWidth) && (room.maxWidth === undefined || width <= room.maxWidth) && (room.maxHeight === undefined || height <= room.maxHeight);
    if (holds) lines = room.lines;
  }
  return lines;
}

const statusLineHeight = 18;

function statusRoomCss(): string {
  return statusRoom
    .map(({ lines, minWidth, maxWidth, maxHeight }) => {
      const rule = `header p{height:${lines * statusLineHeight}px}`;
      const media = [minWidth === undefined ? null : `(min-width:${minWidth}px)`, maxWidth === undefined ? null : `(max-width:${maxWidth}px)`, maxHeight === undefined ? null : `(max-height:${maxHeight}px)`].filter(Boolean);
      return media.length > 0 ? `@media ${media.join(' and ')}{${rule}}` : rule;
    })
    .join('\n');
}

/**
 * The page is a phone page first (issue 45): the title and the buttons on a row that wraps (every button on the
 * screen from 320 px up), the status on a line of its own whose height is reserved (statusRoom: never cut, and a
 * status that changes length never resizes the game; a run's end says how to play on first, statusLine), and the
 * game filling the rest. The body keeps clear of a notch and rounded corners with viewport-fit=cover's
 * env(safe-area-inset-*). On a phone held sideways (under 480 px tall) the footer's words give their room to the game;
 * under 390 px wide the header and the footer sit tighter, so the game keeps its share of the height beside a
 * four-line status.
 */
const styles = `*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0a0e1a;color:#e7eaf6;font:14px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif}
body{display:flex;flex-direction:column;overflow:hidden;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}
header{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:8px 12px;border-bottom:1px solid #27314f}
h1{margin:0;font-size:16px;flex:1 1 auto;min-width:0;overflow-wrap:anywhere}
header div{display:flex;flex-wrap:wrap;gap:6px}
header p{flex:1 0 100%;margin:0;font-weight:700;color:#22d3ee;line-height:${statusLineHeight}px;overflow:hidden;overflow-wrap:anywhere}
${statusRoomCss()}
button{font:inherit;font-weight:600;color:#e7eaf6;background:#121831;border:1px solid #3a4670;border-radius:8px;padding:4px 12px;min-height:40px;cursor:pointer}
#${standaloneIds.toggle}{min-width:5.5em}
button[aria-pressed=true]{border-color:#22d3ee}
button:focus-visible{outline:2px solid #22d3ee;outline-offset:2px}
main{flex:1;min-height:0;display:flex}
#${standaloneIds.game}{flex:1;width:100%;min-width:0;min-height:0;display:block;touch-action:none}
#${standaloneIds.game}:focus-visible{outline:2px solid #22d3ee;outline-offset:-2px}
footer{padding:6px 12px;color:#a6afcb;font-size:12px;border-top:1px solid #27314f}
footer p{margin:0}
@media (max-width:389px){header{padding:6px 12px}footer{padding:3px 12px;line-height:1.3}}
@media (max-height:480px){header{padding:4px 12px}button{min-height:36px}footer{display:none}}`;

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Script text safe inside <script>: a closing tag in a string or regex would end the element early. */
export function inlineScript(code: string): string {
  if (code.includes('<!--')) throw new Error('The game script holds "<!--", which changes how HTML parses a script');
  return code.replace(/<\/(script)/gi, '<\\/$1');
}

/**
 * Every game's page waits for the player (review 4 of 2026-11-29, M7): the footer of all six says "Press Play", and a
 * phone's player reads the page before a runner runs. The surface is marked data-start="gesture": Play, or the
 * first click, tap, Space or Enter on the game, starts the run (and lets a game with sound begin).
 */
function surface(mechanic: Mechanic) {
  const label = escapeHtml(`${mechanic.name} game`);
  return mechanic.surface === 'canvas'
    ? `<canvas id="${standaloneIds.game}" tabindex="0" role="application" aria-label="${label}" data-start="gesture"></canvas>`
    : `<div id="${standaloneIds.game}" role="group" aria-label="${label}" data-start="gesture"></div>`;
}

function controls(mechanic: Mechanic) {
  const mute = mechanic.audio ? `<button type="button" id="${standaloneIds.mute}" aria-pressed="false">Mute</button>` : '';
  const calibrate = mechanic.calibration ? `<button type="button" id="${standaloneIds.calibrate}">Calibrate</button>` : '';
  // Every game starts on the player's Play or first gesture (surface), so the toggle shows Play.
  const toggle = `<button type="button" id="${standaloneIds.toggle}" aria-pressed="false">Play</button>`;
  return `<div>${toggle}<button type="button" id="${standaloneIds.restart}">Restart</button>${mute}${calibrate}</div>`;
}

/** The page's controls in words for both hands: how to play (keys and touch), and R or the Restart button, which every game restarts by. */
export function controlsLine(mechanic: Mechanic): string {
  return `${mechanic.howToPlay} R or the Restart button restarts.`;
}

/**
 * The whole game in one page that plays from disk: the preset in a JSON block and the build-time
 * bundle of the mechanic's game (`/games/<slug>.standalone.js`) inlined after it. `valuesLine`: the footer
 * names the values too (left out where the page is rebuilt from a config.json, which would leave it stale).
 */
export function standaloneHtml(mechanic: Mechanic, values: Values, gameScript: string, valuesLine = true): string {
  // `<` escaped so no value can close the JSON block.
  const preset = JSON.stringify(gameConfigDocument(mechanic, values)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(mechanic.name)}</title>
<link rel="icon" href="data:,">
<style>
${styles}
</style>
</head>
<body>
<header><h1>${escapeHtml(mechanic.name)}</h1>${controls(mechanic)}<p id="${standaloneIds.status}" role="status">${prompt('start', 'touch')}</p></header>
<main>${surface(mechanic)}</main>
<footer><p>${escapeHtml(controlsLine(mechanic))}</p>${valuesLine ? `<p>${escapeHtml(valuesSummary(mechanic.params, values))}.</p>` : ''}</footer>
<script type="application/json" id="${standaloneIds.config}">${preset}</script>
<script>
${inlineScript(gameScript.trim())}
</script>
</body>
</html>
`;
}

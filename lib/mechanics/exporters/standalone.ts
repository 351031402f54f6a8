import type { Mechanic } from '../core/mechanic';
import { valuesSummary, type Values } from '../core/params';
import { gameConfigDocument } from './json';
import { prompt } from '../core/player-words';
import { standaloneIds } from './standalone-boot';

/**
 * The page is a phone page first (issue 45): the title and the buttons on a row that wraps (every button on the
 * screen from 320 px up), the status on a line of its own whose height is reserved (two lines, more are cut: a
 * run's end says how to play on first, statusLine), so a status that changes length never resizes the game, and the game filling the rest. The body keeps clear of a
 * notch and rounded corners with viewport-fit=cover's env(safe-area-inset-*). On a phone held sideways (under
 * 480 px tall) the status takes one line and the footer's words give their room to the game.
 */
const styles = `*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0a0e1a;color:#e7eaf6;font:14px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif}
body{display:flex;flex-direction:column;overflow:hidden;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}
header{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:8px 12px;border-bottom:1px solid #27314f}
h1{margin:0;font-size:16px;flex:1 1 auto;min-width:0;overflow-wrap:anywhere}
header div{display:flex;flex-wrap:wrap;gap:6px}
header p{flex:1 0 100%;margin:0;font-weight:700;color:#22d3ee;line-height:18px;height:36px;overflow:hidden;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;color:#e7eaf6;background:#121831;border:1px solid #3a4670;border-radius:8px;padding:4px 12px;min-height:40px;cursor:pointer}
#${standaloneIds.toggle}{min-width:5.5em}
button[aria-pressed=true]{border-color:#22d3ee}
button:focus-visible{outline:2px solid #22d3ee;outline-offset:2px}
main{flex:1;min-height:0;display:flex}
#${standaloneIds.game}{flex:1;width:100%;min-width:0;min-height:0;display:block;touch-action:none}
#${standaloneIds.game}:focus-visible{outline:2px solid #22d3ee;outline-offset:-2px}
footer{padding:6px 12px;color:#a6afcb;font-size:12px;border-top:1px solid #27314f}
footer p{margin:0}
@media (max-height:480px){header{padding:4px 12px}button{min-height:36px}header p{height:18px;white-space:nowrap;text-overflow:ellipsis}footer{display:none}}`;

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

/** The page's controls in words: how to play, and the R key every game restarts by. */
export function controlsLine(mechanic: Mechanic): string {
  return `${mechanic.howToPlay} R restarts.`;
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

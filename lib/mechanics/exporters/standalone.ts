import type { Mechanic } from '../core/mechanic';
import { valuesSummary, type Values } from '../core/params';
import { gameConfigDocument } from './json';
import { standaloneIds } from './standalone-boot';

const styles = `*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0a0e1a;color:#e7eaf6;font:14px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif}
body{display:flex;flex-direction:column}
header{display:flex;justify-content:space-between;align-items:baseline;gap:12px;padding:10px 14px;border-bottom:1px solid #27314f}
h1{margin:0;font-size:16px}
header p{margin:0;font-weight:700;color:#22d3ee;flex:1;text-align:right}
header div{display:flex;gap:6px}
button{font:inherit;font-weight:600;color:#e7eaf6;background:#121831;border:1px solid #3a4670;border-radius:8px;padding:4px 10px;cursor:pointer}
button[aria-pressed=true]{border-color:#22d3ee}
button:focus-visible{outline:2px solid #22d3ee;outline-offset:2px}
main{flex:1;min-height:0;display:flex}
#${standaloneIds.game}{flex:1;width:100%;min-height:0;display:block;touch-action:none}
#${standaloneIds.game}:focus-visible{outline:2px solid #22d3ee;outline-offset:-2px}
footer{padding:8px 14px;color:#a6afcb;font-size:12px;border-top:1px solid #27314f}
footer p{margin:0}`;

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Script text safe inside <script>: a closing tag in a string or regex would end the element early. */
export function inlineScript(code: string): string {
  if (code.includes('<!--')) throw new Error('The game script holds "<!--", which changes how HTML parses a script');
  return code.replace(/<\/(script)/gi, '<\\/$1');
}

function surface(mechanic: Mechanic) {
  const label = escapeHtml(`${mechanic.name} game`);
  return mechanic.surface === 'canvas'
    ? `<canvas id="${standaloneIds.game}" tabindex="0" role="application" aria-label="${label}"${mechanic.audio ? ' data-start="gesture"' : ''}></canvas>`
    : `<div id="${standaloneIds.game}" role="group" aria-label="${label}"></div>`;
}

function controls(mechanic: Mechanic) {
  const mute = mechanic.audio ? `<button type="button" id="${standaloneIds.mute}" aria-pressed="false">Mute</button>` : '';
  const calibrate = mechanic.calibration ? `<button type="button" id="${standaloneIds.calibrate}">Calibrate</button>` : '';
  // A game with sound starts on the player's first gesture (browsers keep audio silent until one), so it shows Play.
  const toggle = mechanic.audio
    ? `<button type="button" id="${standaloneIds.toggle}" aria-pressed="false">Play</button>`
    : `<button type="button" id="${standaloneIds.toggle}" aria-pressed="true">Pause</button>`;
  return `<div>${toggle}<button type="button" id="${standaloneIds.restart}">Restart</button>${mute}${calibrate}</div>`;
}

/**
 * The whole game in one page that plays from disk: the preset in a JSON block and the build-time
 * bundle of the mechanic's game (`/games/<slug>.standalone.js`) inlined after it.
 */
export function standaloneHtml(mechanic: Mechanic, values: Values, gameScript: string): string {
  // `<` escaped so no value can close the JSON block.
  const preset = JSON.stringify(gameConfigDocument(mechanic, values)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mechanic.name)}</title>
<style>
${styles}
</style>
</head>
<body>
<header><h1>${escapeHtml(mechanic.name)}</h1>${controls(mechanic)}<p id="${standaloneIds.status}" role="status">${mechanic.audio ? 'Tap to start' : 'Starting…'}</p></header>
<main>${surface(mechanic)}</main>
<footer><p>${escapeHtml(mechanic.howToPlay)}</p><p>${escapeHtml(valuesSummary(mechanic.params, values))}.</p></footer>
<script type="application/json" id="${standaloneIds.config}">${preset}</script>
<script>
${inlineScript(gameScript.trim())}
</script>
</body>
</html>
`;
}

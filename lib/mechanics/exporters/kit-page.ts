// A JavaScript kit's index.html is built from the two modules it ships (src/<slug>.js and
// src/page-boot.js), so an edit to the module reaches the page with one command: the kit's own
// build-page.mjs (below) does exactly what pageScript does here, and kit-page.test.ts holds them equal.

/** A module's code with its closing export list turned into a returned object, so a classic script can run it. */
function asFunctionBody(code: string): string {
  const tail = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/.exec(code);
  if (!tail) throw new Error('The module must end with one export { … } list');
  const entries = (tail[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/);
      return `${exported}: ${local}`;
    });
  return `${code.slice(0, tail.index)}return { ${entries.join(', ')} };`;
}

/** The page's one classic script: the game module and the boot module, each in its own scope, then the boot. */
export function pageScript(gameCode: string, bootCode: string): string {
  return `(() => {
const game = (() => {
${asFunctionBody(gameCode)}
})();
const page = (() => {
${asFunctionBody(bootCode)}
})();
page.bootStandalone(game.createGame, game.params);
})();`;
}

/** `build-page.mjs`, shipped in the kit: rebuilds index.html's script from the two modules, no dependencies. */
export function buildPageScript(slug: string): string {
  return `// Rebuilds index.html from src/${slug}.js and src/page-boot.js after you edit them:
//   node build-page.mjs   (or npm run build:page)
// index.html stays one file that plays from disk (file://) and uploads to itch.io as it is.
import { readFileSync, writeFileSync } from 'node:fs';

function asFunctionBody(code) {
  const tail = /export\\s*\\{([^}]*)\\};?\\s*(?:\\/\\/# sourceMappingURL=\\S*\\s*)?$/.exec(code);
  if (!tail) throw new Error('The module must end with one export { … } list');
  const entries = tail[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\\s+as\\s+/);
      return \`\${exported}: \${local}\`;
    });
  return \`\${code.slice(0, tail.index)}return { \${entries.join(', ')} };\`;
}

const script = \`(() => {
const game = (() => {
\${asFunctionBody(readFileSync('src/${slug}.js', 'utf8'))}
})();
const page = (() => {
\${asFunctionBody(readFileSync('src/page-boot.js', 'utf8'))}
})();
page.bootStandalone(game.createGame, game.params);
})();\`;
if (script.includes('<!--')) throw new Error('The script holds "<!--", which changes how HTML parses a script');
const html = readFileSync('index.html', 'utf8');
const open = html.lastIndexOf('<script>\\n');
const close = html.lastIndexOf('\\n</script>\\n</body>');
if (open < 0 || close < open) throw new Error('index.html has lost its game script');
writeFileSync('index.html', html.slice(0, open + '<script>\\n'.length) + script.replace(/<\\/(script)/gi, '<\\\\/$1') + html.slice(close));
console.log('build-page: index.html rebuilt from src/${slug}.js');
`;
}

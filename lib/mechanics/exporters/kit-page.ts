// A JavaScript kit's index.html is built from the two modules it ships (src/<slug>.js and
// web/page-boot.js) and its config.json, so an edit to either module or to the values reaches the page with
// one command: the kit's own build-page.mjs (below) does exactly what pageScript does here, and
// kit-page.test.ts holds them equal.

/**
 * A module's code with its closing export list turned into a returned object, so a classic script can run
 * it. Windows line endings are read as Unix ones; any other `import`/`export` (which a function body cannot
 * hold) is refused by name, never passed through into a page that would not run.
 */
function asFunctionBody(code: string, file: string): string {
  const text = code.replace(/\r\n?/g, '\n');
  const tail = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/.exec(text);
  if (!tail) throw new Error(`build-page: ${file} must end with one export { … } list`);
  const body = text.slice(0, tail.index);
  const statement = /^[ \t]*(import|export)\b(?!\s*\()/m.exec(body);
  if (statement) throw new Error(`build-page: ${file} has an ${statement[1]} statement before its closing export list (line ${body.slice(0, statement.index).split('\n').length}); a page script cannot hold it`);
  const entries = (tail[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/);
      return `${exported}: ${local}`;
    });
  return `${body}return { ${entries.join(', ')} };`;
}

/** The page's one classic script: the game module and the boot module, each in its own scope, then the boot. */
export function pageScript(gameCode: string, bootCode: string, gameFile = 'the game module', bootFile = 'web/page-boot.js'): string {
  return `(() => {
const game = (() => {
${asFunctionBody(gameCode, gameFile)}
})();
const page = (() => {
${asFunctionBody(bootCode, bootFile)}
})();
page.bootStandalone(game.createGame, game.params);
})();`;
}

/** `build-page.mjs`, shipped in the kit: rebuilds index.html from the two modules and config.json, no dependencies. */
export function buildPageScript(slug: string): string {
  const game = `src/${slug}.js`;
  return `// Rebuilds index.html from ${game}, web/page-boot.js and config.json after you edit them:
//   npm run build:page   (or node build-page.mjs; Node only, no dependencies)
// index.html stays one file that plays from disk (file://) and uploads to itch.io as it is.
// It stops with an error, writing nothing, on anything it cannot put into the page.
import { readFileSync, writeFileSync } from 'node:fs';

function asFunctionBody(code, file) {
  const text = code.replace(/\\r\\n?/g, '\\n');
  const tail = /export\\s*\\{([^}]*)\\};?\\s*(?:\\/\\/# sourceMappingURL=\\S*\\s*)?$/.exec(text);
  if (!tail) throw new Error(\`build-page: \${file} must end with one export { … } list\`);
  const body = text.slice(0, tail.index);
  const statement = /^[ \\t]*(import|export)\\b(?!\\s*\\()/m.exec(body);
  if (statement) throw new Error(\`build-page: \${file} has an \${statement[1]} statement before its closing export list (line \${body.slice(0, statement.index).split('\\n').length}); a page script cannot hold it\`);
  const entries = tail[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\\s+as\\s+/);
      return \`\${exported}: \${local}\`;
    });
  return \`\${body}return { \${entries.join(', ')} };\`;
}

try {
  const script = \`(() => {
const game = (() => {
\${asFunctionBody(readFileSync('${game}', 'utf8'), '${game}')}
})();
const page = (() => {
\${asFunctionBody(readFileSync('web/page-boot.js', 'utf8'), 'web/page-boot.js')}
})();
page.bootStandalone(game.createGame, game.params);
})();\`;
  if (script.includes('<!--')) throw new Error('build-page: the script holds "<!--", which changes how HTML parses a script');
  // Compiled, not run: a syntax error (import.meta, a stray brace) stops here instead of in the player's browser.
  try {
    new Function(script);
  } catch (error) {
    throw new Error(\`build-page: the page script does not compile: \${error.message}\`);
  }
  const config = JSON.parse(readFileSync('config.json', 'utf8'));
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new Error('build-page: config.json must hold one JSON object');
  const html = readFileSync('index.html', 'utf8').replace(/\\r\\n?/g, '\\n');
  const preset = /(<script type="application\\/json" id="config">)[^]*?(<\\/script>)/.exec(html);
  const open = html.lastIndexOf('<script>\\n');
  const close = html.lastIndexOf('\\n</script>\\n</body>');
  if (!preset || open < 0 || close < open) throw new Error('build-page: index.html has lost its config block or its game script');
  const page = html.slice(0, open + '<script>\\n'.length) + script.replace(/<\\/(script)/gi, '<\\\\/$1') + html.slice(close);
  writeFileSync('index.html', page.replace(preset[0], () => preset[1] + JSON.stringify(config).replace(/</g, '\\\\u003c') + preset[2]));
  console.log('build-page: index.html rebuilt from ${game}, web/page-boot.js and config.json');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
`;
}

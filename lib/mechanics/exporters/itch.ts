import type { Mechanic } from '../core/mechanic';
import type { Values } from '../core/params';
import type { ExportFiles } from './names';
import { standaloneHtml } from './standalone';

/** Where a page's tuned values are and how to change them: the block in index.html, or a JavaScript kit's config.json. */
const retune = {
  page: `The tuned values sit in the \`<script type="application/json" id="config">\` block of
\`index.html\`; edit them there to retune the build.`,
  // The JavaScript kit rebuilds its pages from config.json: an edit to the block would be overwritten (N10).
  js: `The tuned values are \`config.json\`, the one copy: edit it, then \`npm run build:page\` writes them into
\`index.html\` (and \`npm run build\` into \`dist/\`).`,
};

/** How to publish the standalone index.html on itch.io (a JavaScript kit's `js`: from its config.json); the kit README holds it too. */
export const itchReadmeSection = (kind: keyof typeof retune = 'page') => `## Publish on itch.io

1. Create a new project and set **Kind of project** to **HTML**.
2. Upload a zip with \`index.html\` at its root and tick **This file will be played in the browser**.
3. Choose an embed size (540 × 720 suits phones and desktops) and save.

${retune[kind]}

The Microloop template license (Terms of Service, /terms#template-license on the Microloop website)
allows this upload: publishing a game you made, even as a web build whose code players can read,
is not redistribution. Offering the template itself for others to build with is.
`;

export function itchReadme(mechanic: Mechanic): string {
  return `# ${mechanic.name}: HTML5 build for itch.io

\`index.html\` is the whole game: one file, no libraries, no network requests. It also runs
offline: open it in any browser. ${mechanic.howToPlay}

${itchReadmeSection()}`;
}

export function itchFiles(mechanic: Mechanic, values: Values, gameScript: string): ExportFiles {
  return { 'index.html': standaloneHtml(mechanic, values, gameScript), 'README.md': itchReadme(mechanic) };
}

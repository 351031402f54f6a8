import { docTopics, type DocBlock } from '../docs';
import { snippets } from '../snippets';
import { tutorials } from '../tutorials';
import { kitApis } from './kits';
import { kitSample } from './samples';
import type { KitApi, KitEngine } from './types';

// Every code sample the site shows, with the template whose kit it is written against, so the
// samples-*.test.ts files and e2e/js-kits.spec.ts can run, compile or type-check each against that kit.
// A JavaScript sample that needs markup says so in its first comment, `// In a page with <canvas></canvas>: …`:
// e2e/js-samples.ts gives its page exactly that markup.

export type SiteSample = { readonly where: string; readonly slug: string; readonly language: string; readonly code: string };

const engines: readonly KitEngine[] = ['unity', 'godot', 'js'];

/** The template a snippet or doc sample is written for: the kit module or namespace it names. */
function slugNamed(code: string): string {
  const named = kitApis.find((api) => {
    const pascal = api.slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
    return code.includes(`src/${api.slug}.js`) || code.includes(`Microloop.${pascal};`) || code.includes(`$${pascal}\n`);
  });
  if (!named) throw new Error(`A code sample names no template's kit:\n${code}`);
  return named.slug;
}

const codeBlocks = (blocks: readonly DocBlock[]) => blocks.flatMap((block) => (block.kind === 'code' ? [block] : []));

export const siteSamples: readonly SiteSample[] = [
  ...(kitApis as readonly KitApi[]).flatMap((api) =>
    engines.map((engine) => ({ where: `/docs/api/${api.slug} ${engine}`, slug: api.slug, ...kitSample(api, engine) })),
  ),
  ...docTopics.flatMap((topic) => codeBlocks(topic.blocks).map((block) => ({ where: `/docs ${topic.id}: ${block.label}`, slug: slugNamed(block.code), language: block.language, code: block.code }))),
  ...snippets.map((snippet) => ({ where: `/docs snippet ${snippet.id}`, slug: slugNamed(snippet.code), language: snippet.language, code: snippet.code })),
  ...tutorials.flatMap((tutorial) =>
    codeBlocks(tutorial.body).map((block) => ({ where: `/docs/tutorials/${tutorial.id}: ${block.label}`, slug: tutorial.slug, language: block.language, code: block.code })),
  ),
];

export const samplesIn = (language: string) => siteSamples.filter((sample) => sample.language === language);

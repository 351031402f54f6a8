import type { Template } from '@/content/templates';

/** How much two templates share: genre first, then action, then engine. */
function kinship(a: Template, b: Template) {
  return Number(a.genre === b.genre) * 4 + Number(a.action === b.action) * 2 + Number(a.engine === b.engine);
}

/** The templates closest to one, best first; ties keep the catalog's order. */
export function relatedTemplates(template: Template, all: readonly Template[], count = 3): Template[] {
  return all
    .filter((other) => other.id !== template.id)
    .map((other, index) => ({ other, index, score: kinship(template, other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

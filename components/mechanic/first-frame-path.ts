/**
 * Where a template's first-frame still is served (app/templates/[slug]/first-frame.svg/route.ts writes
 * it at build time). Apart from first-frame.ts, which runs the games, so the demo's code carries only this.
 */
export function firstFramePath(slug: string): string {
  return `/templates/${slug}/first-frame.svg`;
}

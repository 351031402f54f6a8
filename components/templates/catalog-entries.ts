import { templateSlug, templates, type Template } from '@/content/templates';
import { alsoForText, kitEngineOf, kitEnginesFor, type KitEngine, type KitEngines } from '@/lib/mechanics/kit-engines';

/**
 * A template as the catalog shows it, with what its kit comes in worked out by the page (on the server),
 * so the catalog's island carries no engine tables: the engines besides its own ("Also for …") and the
 * engine its card's Download saves, and every engine its kit comes in (the Engine filter's line of ports).
 */
export type CatalogEntry = Template & { readonly alsoFor: string; readonly kitEngine: KitEngine; readonly kitEngines: KitEngines };

export function catalogEntries(): CatalogEntry[] {
  return templates.map((template) => {
    const made = { slug: templateSlug(template), engine: template.engine };
    return { ...template, alsoFor: alsoForText(made), kitEngine: kitEngineOf[template.engine], kitEngines: kitEnginesFor(made) };
  });
}

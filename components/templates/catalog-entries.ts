import { templateSlug, templates, type Template } from '@/content/templates';
import { alsoForText, kitEngineOf, type KitEngine } from '@/lib/mechanics/kit-engines';

/**
 * A template as the catalog shows it, with what its kit comes in worked out by the page (on the server),
 * so the catalog's island carries no engine tables: the engines besides its own ("Also for …") and the
 * engine its card's Download saves.
 */
export type CatalogEntry = Template & { readonly alsoFor: string; readonly kitEngine: KitEngine };

export function catalogEntries(): CatalogEntry[] {
  return templates.map((template) => ({
    ...template,
    alsoFor: alsoForText({ slug: templateSlug(template), engine: template.engine }),
    kitEngine: kitEngineOf[template.engine],
  }));
}

import { templatesPage } from '@/content/templates';
import type { CatalogEntry } from './catalog-entries';
import { LiveCatalog } from './live-catalog';

/** The catalog: a note for visitors without JavaScript (server HTML only, so the island does not carry it), then the island. */
export function TemplatesCatalog({ templates }: { templates: readonly CatalogEntry[] }) {
  return (
    <>
      <noscript>
        <p className="mt-6 text-sm text-muted">{templatesPage.noScript}</p>
      </noscript>
      <LiveCatalog templates={templates} />
    </>
  );
}

import { catalogIconPaths, type CatalogIconName } from '@/lib/design/catalog-icons';
import { Glyph } from '@/components/ui/control-icon';

/** Icon (ui/icon.tsx) for the catalog's icons only: the catalog's island carries these, not the whole set. */
export function Icon({ name, ...props }: { name: CatalogIconName; className?: string; label?: string }) {
  return <Glyph d={catalogIconPaths[name]} {...props} />;
}

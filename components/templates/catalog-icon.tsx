import { catalogIconPaths } from '@/lib/design/catalog-icons';
import { iconFrom } from '@/components/ui/control-icon';

/** Icon (ui/icon.tsx) for the catalog's icons only: the catalog's island carries these, not the whole set. */
export const Icon = iconFrom(catalogIconPaths);

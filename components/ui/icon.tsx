import { iconPaths } from '@/lib/design/icons';
import { iconFrom } from './control-icon';

/** Every icon of the set, by name (lib/design/icons.ts). */
export const Icon = iconFrom(iconPaths);

import { iconPaths, type IconName } from '@/lib/design/icons';
import { Glyph } from './control-icon';

type IconProps = { name: IconName; className?: string; label?: string };

/** Decorative unless given a label, in which case it is announced as an image. */
export function Icon({ name, ...props }: IconProps) {
  return <Glyph d={iconPaths[name]} {...props} />;
}

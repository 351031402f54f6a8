import clsx from 'clsx';
import { controlIconPaths } from '@/lib/design/control-icons';

type GlyphProps = { d: string; className?: string; label?: string };

/** A stroke icon on a 24px grid; decorative unless given a label, in which case it is announced as an image. */
export function Glyph({ d, className, label }: GlyphProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={clsx('size-5 shrink-0', className)}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={d} />
    </svg>
  );
}

/**
 * An Icon component drawing from one set of paths, decorative unless given a label. Each island uses the
 * smallest set it needs (the control icons, the catalog's, the whole set of icon.tsx), so it carries no others.
 */
export function iconFrom<Name extends string>(paths: Readonly<Record<Name, string>>) {
  return function Icon({ name, ...props }: { name: Name; className?: string; label?: string }) {
    return <Glyph d={paths[name]} {...props} />;
  };
}

/** Icon (icon.tsx) for the control icons only. */
export const Icon = iconFrom(controlIconPaths);

import clsx from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'cyan' | 'warm' | 'green' | 'yellow' | 'red';

// Solid fills with dark or light text chosen for WCAG AA contrast. The difficulty tones are sRGB hex
// (not Tailwind's oklch palette) so their computed colour reads as plain rgb() to tests and tools.
const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-surface-2 text-fg border border-border',
  accent: 'bg-accent/15 text-accent border border-accent/40',
  cyan: 'bg-accent-2/15 text-accent-2 border border-accent-2/40',
  warm: 'bg-warm/15 text-warm border border-warm/40',
  green: 'bg-[#4ade80] text-[#052e16]',
  yellow: 'bg-[#facc15] text-[#422006]',
  red: 'bg-[#dc2626] text-white',
};

type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        toneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}

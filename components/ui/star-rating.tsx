import clsx from 'clsx';

type StarRatingProps = { value: number; max?: number; className?: string; showValue?: boolean };

/** Stars exposed as one image to assistive tech, e.g. "4.8 out of 5 stars". */
export function StarRating({ value, max = 5, className, showValue = false }: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={`${clamped} out of ${max} stars`} className="inline-flex gap-0.5">
        {Array.from({ length: max }, (_, i) => {
          const fill = Math.min(Math.max(clamped - i, 0), 1);
          return <Star key={i} fill={fill} />;
        })}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-fg">
          {clamped.toFixed(1)}
        </span>
      )}
    </span>
  );
}

function Star({ fill }: { fill: number }) {
  const path = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';
  const width = Math.round(fill * 2000) / 100;
  // A nested <svg> clips the filled part by its width: no inline style, so no CSP exception.
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
      <path d={path} fill="var(--color-border-strong)" />
      {width > 0 && (
        <svg width={width} height="20" viewBox={`0 0 ${width} 20`}>
          <path d={path} fill="var(--color-warm)" />
        </svg>
      )}
    </svg>
  );
}

import { useId } from 'react';
import { formatValue, type ParamSpec } from '@/lib/mechanics/core/params';

type SliderFieldProps = { spec: ParamSpec; value: number; onChange: (value: number) => void };

/**
 * A labelled range input with its value and unit beside it; the label alone names the input.
 * The value is a plain span, not an <output>: that would add a live region per slider.
 */
export function SliderField({ spec, value, onChange }: SliderFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const shown = formatValue(spec, value);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {spec.label}
        </label>
        <span className="font-mono text-sm font-semibold text-accent-2 tabular-nums">{shown}</span>
      </div>
      <input
        id={id}
        type="range"
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={value}
        aria-valuetext={shown}
        aria-describedby={hintId}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="mt-2 h-6 w-full cursor-pointer accent-accent"
      />
      <p id={hintId} className="mt-0.5 text-xs text-muted">
        {spec.meaning}
      </p>
    </div>
  );
}

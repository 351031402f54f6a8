import { useId } from 'react';
import type { ParamSpec } from '@/lib/mechanics/core/params';
import { formatValue } from '@/lib/mechanics/core/values';

type ParamSliderProps = { spec: ParamSpec; value: number; onChange: (value: number) => void };

/**
 * A range input generated from a parameter spec, named by its label, its meaning as the hint.
 * The value is a plain span, not an <output>: that would add a live region per slider.
 */
export function ParamSlider({ spec, value, onChange }: ParamSliderProps) {
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

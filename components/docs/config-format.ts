import type { ConfigField } from '@/content/docs';

/** "9.8 m/s²", "5×", "0.7": the unit as the Playground shows it. */
export function withUnit(value: number, unit?: string) {
  if (!unit) return String(value);
  return unit === '×' ? `${value}×` : `${value} ${unit}`;
}

/** "1–20 m/s²": the inclusive range of a config field. */
export function formatRange({ min, max, unit }: Pick<ConfigField, 'min' | 'max' | 'unit'>) {
  return `${min}–${withUnit(max, unit)}`;
}

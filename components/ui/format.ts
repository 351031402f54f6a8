// en-US number formatting without Intl: the first Intl.NumberFormat or DateTimeFormat a page builds
// makes Chrome load its locale data, tens of milliseconds of main thread during hydration, for output
// this small and fixed. Dates: format-date.ts.

/** 1250 -> "1,250", as Intl.NumberFormat('en-US') writes integers. */
export function formatCount(count: number) {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

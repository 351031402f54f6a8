// en-US number and date formatting without Intl: the first Intl.NumberFormat or DateTimeFormat a page
// builds makes Chrome load its locale data, tens of milliseconds of main thread during hydration, for
// output this small and fixed.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 1250 -> "1,250", as Intl.NumberFormat('en-US') writes integers. */
export function formatCount(count: number) {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "2026-11-23" -> "November 23, 2026", as Intl's en-US dateStyle "long" writes it. */
export function formatLongDate(iso: string) {
  const month = MONTHS[Number(iso.slice(5, 7)) - 1];
  return `${month} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

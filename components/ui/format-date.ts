// en-US date formatting without Intl (format.ts says why), apart from the number formatting so a page
// that counts does not carry the month names.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-23" -> "November 23, 2026", as Intl's en-US dateStyle "long" writes it. */
export function formatLongDate(iso: string) {
  const month = MONTHS[Number(iso.slice(5, 7)) - 1];
  return `${month} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

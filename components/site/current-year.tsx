'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const thisYear = () => String(new Date().getFullYear());

/** This year: pre-rendered with the build's year, then corrected in the browser (a module of its own, so the footer carries no month names). */
export function CurrentYear({ buildDate }: { buildDate: string }) {
  const year = useSyncExternalStore(noSubscription, thisYear, () => buildDate.slice(0, 4));
  return <time dateTime={year}>{year}</time>;
}

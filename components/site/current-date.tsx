'use client';

import { useSyncExternalStore } from 'react';
import { formatLongDate } from '@/components/ui/format-date';

const noSubscription = () => () => {};

function localIsoDate(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type CurrentDateProps = {
  /** The build date (YYYY-MM-DD), shown in the pre-rendered HTML until the browser knows today. */
  buildDate: string;
  format: 'year' | 'long';
  className?: string;
};

/** Today's date: pre-rendered with the build date, then corrected in the browser. */
export function CurrentDate({ buildDate, format, className }: CurrentDateProps) {
  const iso = useSyncExternalStore(noSubscription, localIsoDate, () => buildDate);
  const year = iso.slice(0, 4);
  return (
    <time dateTime={format === 'year' ? year : iso} className={className}>
      {format === 'year' ? year : formatLongDate(iso)}
    </time>
  );
}

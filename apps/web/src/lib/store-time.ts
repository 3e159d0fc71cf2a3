import { STORE_TIME_ZONE } from '@store/contract';
import { locale } from './i18n';

// Dates as the store writes them: en-AE, in store time (Asia/Dubai), whatever
// time zone the browser is in, so an order placed at 00:30 in Dubai is dated
// that day on every screen, the sales figures' months included.

const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: STORE_TIME_ZONE });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** "21 Nov 2026, 8:16 PM" in store time. */
export const formatStoreDateTime = (iso: string): string => format(dateTime, iso);

/** "21 Nov 2026" in store time. */
export const formatStoreDate = (iso: string): string => format(dateOnly, iso);

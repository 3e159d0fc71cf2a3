import { STORE_TIME_ZONE } from '@store/contract';
import { currentLocale } from './language';

// Dates as the store writes them: in the page's language (en-AE, or Arabic with
// Latin digits), in store time (Asia/Dubai), whatever time zone the browser is
// in, so an order placed at 00:30 in Dubai is dated that day on every screen,
// the sales figures' months included.

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE };
const DATE_ONLY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: STORE_TIME_ZONE };

const formatters = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${currentLocale()} ${options.timeStyle ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(currentLocale(), options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** "21 Nov 2026, 8:16 PM" in store time. */
export const formatStoreDateTime = (iso: string): string => format(DATE_TIME, iso);

/** "21 Nov 2026" in store time. */
export const formatStoreDate = (iso: string): string => format(DATE_ONLY, iso);

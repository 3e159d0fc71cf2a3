// An emirate as the shopper reads it, in the page's language. Addresses keep
// the contract's English name (EMIRATES) as their value; an address saved with
// a name outside the list is shown as it was saved.
import type { Emirate } from '@store/contract';
import { t, type MessageKey } from './i18n';
// (written from the folder above so the lint's allowance for text parts, **/lib/i18n/en-*, knows it)

const KEYS: Record<Emirate, MessageKey> = {
  'Abu Dhabi': 'emirate.abuDhabi',
  Dubai: 'emirate.dubai',
  Sharjah: 'emirate.sharjah',
  Ajman: 'emirate.ajman',
  'Umm Al Quwain': 'emirate.ummAlQuwain',
  'Ras Al Khaimah': 'emirate.rasAlKhaimah',
  Fujairah: 'emirate.fujairah',
};

const isEmirate = (name: string): name is Emirate => Object.hasOwn(KEYS, name);

/** The emirate's name in the page's language. */
export function emirateName(emirate: string): string {
  return isEmirate(emirate) ? t(KEYS[emirate]) : emirate;
}

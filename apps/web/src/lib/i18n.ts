// One catalogue per language, read through `t` (CONVENTIONS.md principle 13).
// Arabic will be a second catalogue with the same keys and `dir="rtl"`.
import { LOCALE } from '@store/contract';
import type { enAdminTexts } from './i18n/admin-texts';
import { en } from './i18n/en';
import type { enAbout } from './i18n/en-about';
import type { enAuth } from './i18n/en-auth';
import type { enCart } from './i18n/en-cart';
import type { enDelivery } from './i18n/en-delivery';
import type { enHome } from './i18n/en-home';
import type { enInvoices } from './i18n/en-invoices';
import type { enListing } from './i18n/en-listing';
import type { enOrders } from './i18n/en-orders';
import type { enPayment } from './i18n/en-payment';
import type { enProduct } from './i18n/en-product';
import type { enProfileLanguage } from './i18n/en-profile-language';
import type { enTrack } from './i18n/en-track';
import { pickPluralForm, type CatalogueText } from './i18n/plural';

// Texts travel with their code: `en` holds what every shop page can show (the
// layout, product cards, status pages, page titles); each other part of the
// catalogue (./i18n/en-*.ts) adds itself when a module that shows its texts
// loads, so a first visit to the home page does not download the checkout's
// or the admin's words (issue 11's weight budget). The server's build loads
// every module, so every text is there for server rendering.
type ShopTexts = typeof en &
  typeof enAbout &
  typeof enAuth &
  typeof enCart &
  typeof enDelivery &
  typeof enHome &
  typeof enInvoices &
  typeof enListing &
  typeof enOrders &
  typeof enPayment &
  typeof enProduct &
  typeof enProfileLanguage &
  typeof enTrack;

/** Every key of the catalogue: the shop's and the admin screens' (./i18n/admin-texts.ts). */
export type MessageKey = keyof ShopTexts | keyof typeof enAdminTexts;
export type Catalogue = Record<MessageKey, CatalogueText>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const locale: string = LOCALE;
export const textDirection: 'ltr' | 'rtl' = 'ltr';

/**
 * `t` for one language: the text for `key`, its plural form picked by
 * `params.count` through Intl.PluralRules, with `{name}` placeholders filled
 * (numbers through Intl); the key itself if its texts are not loaded.
 * `texts` is read at each call, so texts added later are found.
 */
export function createTranslator(localeTag: string, texts: Partial<Catalogue>): Translate {
  const pluralRules = new Intl.PluralRules(localeTag);
  const numberFormat = new Intl.NumberFormat(localeTag);
  return (key, params) => {
    const entry = texts[key];
    if (entry === undefined) return key;
    const text = pickPluralForm(entry, params?.count, pluralRules);
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numberFormat.format(value) : value;
    });
  };
}

const catalogue: Partial<Catalogue> = { ...en };

/** Adds texts that load later than the shop's, such as the admin screens'. */
export function addMessages(texts: Partial<Catalogue>): void {
  Object.assign(catalogue, texts);
}

/** The text for `key` in the store's language (see createTranslator). */
export const t: Translate = createTranslator(locale, catalogue);

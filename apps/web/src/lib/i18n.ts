// One catalogue per language, read through `t` (docs/conventions.md#13-ready-for-right-to-left).
// Arabic is a second catalogue with the same keys (docs/decisions/023).
import { formatAed } from '@store/contract';
import { currentLanguage, currentLocale, LANGUAGE_SETTINGS, type Language } from './language';
import type { enAdminTexts } from './i18n/admin-texts';
import { en } from './i18n/en';
import type { enAbout } from './i18n/en-about';
import type { enAccountData } from './i18n/en-account-data';
import type { enAuth } from './i18n/en-auth';
import type { enCart } from './i18n/en-cart';
import type { enCompare } from './i18n/en-compare';
import type { enConfirmEmail } from './i18n/en-confirm-email';
import type { enDelivery } from './i18n/en-delivery';
import type { enEmirates } from './i18n/en-emirates';
import type { enHome } from './i18n/en-home';
import type { enInvoices } from './i18n/en-invoices';
import type { enLanguageOffer } from './i18n/en-language-offer';
import type { enListing } from './i18n/en-listing';
import type { enOrders } from './i18n/en-orders';
import type { enCoupon } from './i18n/en-coupon';
import type { enPayment } from './i18n/en-payment';
import type { enPolicies } from './i18n/en-policies';
import type { enProduct } from './i18n/en-product';
import type { enProfileLanguage } from './i18n/en-profile-language';
import type { enRating } from './i18n/en-rating';
import type { enReviews } from './i18n/en-reviews';
import type { enStatus } from './i18n/en-status';
import type { enTrack } from './i18n/en-track';
import type { enWishlist } from './i18n/en-wishlist';
import type { enStockAlerts } from './i18n/en-stock-alerts';
import { pickPluralForm, type CatalogueText } from './i18n/plural';

// Texts travel with their code: `en` holds what every shop page can show (the
// layout, product cards, status pages, page titles); each other part of the
// catalogue (./i18n/en-*.ts) adds itself when a module that shows its texts
// loads, so a first visit to the home page does not download the checkout's
// or the admin's words (issue 11's weight budget). The server's build loads
// every module, so every text is there for server rendering.
type ShopTexts = typeof en &
  typeof enAbout &
  typeof enAccountData &
  typeof enAuth &
  typeof enCart &
  typeof enCompare &
  typeof enConfirmEmail &
  typeof enDelivery &
  typeof enEmirates &
  typeof enHome &
  typeof enInvoices &
  typeof enLanguageOffer &
  typeof enListing &
  typeof enOrders &
  typeof enPayment &
  typeof enCoupon &
  typeof enPolicies &
  typeof enProduct &
  typeof enProfileLanguage &
  typeof enRating &
  typeof enReviews &
  typeof enStatus &
  typeof enStockAlerts &
  typeof enTrack &
  typeof enWishlist;

/** Every key of the catalogue: the shop's and the admin screens' (./i18n/admin-texts.ts). */
export type MessageKey = keyof ShopTexts | keyof typeof enAdminTexts;
export type Catalogue = Record<MessageKey, CatalogueText>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * `t` for one language: the text for `key`, its plural form picked by
 * `params.count` through Intl.PluralRules, with `{name}` placeholders filled
 * (numbers through Intl); the `fallback` catalogue's text when this language has
 * none (an Arabic page shows the English text of a key not yet translated); the
 * key itself if its texts are not loaded. `texts` is read at each call, so texts
 * added later are found.
 */
export function createTranslator(localeTag: string, texts: Partial<Catalogue>, fallback?: Partial<Catalogue>): Translate {
  const pluralRules = new Intl.PluralRules(localeTag);
  const numberFormat = new Intl.NumberFormat(localeTag);
  return (key, params) => {
    const entry = texts[key] ?? fallback?.[key];
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

const catalogues: Record<Language, Partial<Catalogue>> = { en: { ...en }, ar: {} };

/**
 * Adds texts that load later than the shop's, such as the admin screens'.
 * Arabic texts come only with the Arabic pages (./i18n/arabic-catalogue.ts).
 */
export function addMessages(texts: Partial<Catalogue>, language: Language = 'en'): void {
  Object.assign(catalogues[language], texts);
}

const translators: Record<Language, Translate> = {
  en: createTranslator(LANGUAGE_SETTINGS.en.locale, catalogues.en),
  ar: createTranslator(LANGUAGE_SETTINGS.ar.locale, catalogues.ar, catalogues.en),
};

/** The text for `key` in the page's language (see createTranslator and lib/language.ts). */
export const t: Translate = (key, params) => translators[currentLanguage()](key, params);

/** The page's text direction. */
export const textDirection = (): 'ltr' | 'rtl' => LANGUAGE_SETTINGS[currentLanguage()].dir;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the page's language writes it (Latin digits in Arabic too). */
export function formatNumber(value: number): string {
  const tag = currentLocale();
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

/** A price in AED as the page's language writes it: "AED 1,234.50" in English, "1,234.50 د.إ.‏" in Arabic. */
export const formatPrice = (aed: number): string => formatAed(aed, currentLocale());

export { fieldMessage, sentence, sentenceIn } from './i18n/sentences';

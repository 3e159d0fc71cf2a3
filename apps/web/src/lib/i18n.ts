// One catalogue per language, read through `t` (docs/conventions.md#13-ready-for-right-to-left).
// Arabic is a second catalogue with the same keys (docs/decisions/023).
import { formatAed, type MessageCode } from '@store/contract';
import { currentLanguage, currentLocale, LANGUAGE_SETTINGS, type Language } from './language';
import type { enAdminTexts } from './i18n/admin-texts';
import { en } from './i18n/en';
import type { enAbout } from './i18n/en-about';
import type { enAccountData } from './i18n/en-account-data';
import type { enAuth } from './i18n/en-auth';
import type { enBuild } from './i18n/en-build';
import type { enCart } from './i18n/en-cart';
import type { enCompare } from './i18n/en-compare';
import type { enConfirmEmail } from './i18n/en-confirm-email';
import type { enDelivery } from './i18n/en-delivery';
import type { enDeliveryCharges } from './i18n/en-delivery-charges';
import type { enEmirates } from './i18n/en-emirates';
import type { enHome } from './i18n/en-home';
import type { enInvoices } from './i18n/en-invoices';
import type { enLanguageOffer } from './i18n/en-language-offer';
import type { enListing } from './i18n/en-listing';
import type { enMenus } from './i18n/en-menus';
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
import { i18ns } from './i18n/lingui';
import { setArabicSentences } from './i18n/sentences';

// Texts load per route (docs/decisions/040): `en` holds what every page can show
// (the layout, status pages, page titles); each other part of the catalogue
// (./i18n/en-*.ts, plain objects) is named by the routes that show its texts, in
// their `handle` (`export const handle = routeTexts(enTrack, enOrders)`), and by a
// component loaded later in its module (`export const texts = [enCart]`, read by
// lib/deferred-component.ts). The root layout adds the matched routes' parts
// before anything renders (app/root.tsx), so a first visit to the home page
// downloads neither the checkout's words nor the admin's (issue 11's weight budget).
// The server holds every text from the start (./i18n/every-text.ts), so a route
// that forgets a part renders its key in the browser only: the page walk
// (e2e/tests/page-errors.spec.ts) fails on the raw key and the hydration error.
type ShopTexts = typeof en &
  typeof enAbout &
  typeof enAccountData &
  typeof enAuth &
  typeof enBuild &
  typeof enCart &
  typeof enCompare &
  typeof enConfirmEmail &
  typeof enDelivery &
  typeof enDeliveryCharges &
  typeof enEmirates &
  typeof enHome &
  typeof enInvoices &
  typeof enLanguageOffer &
  typeof enListing &
  typeof enMenus &
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
/**
 * A text in ICU MessageFormat, as Lingui reads it: `{name}` placeholders, `{count, plural, one {# product}
 * other {# products}}` (Arabic adds zero, two, few and many), `{count, number}` for a count outside a plural.
 */
export type Catalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A part of the catalogue: the texts of one screen or feature (./i18n/en-*.ts). */
export type CataloguePart = Partial<Catalogue>;

// The catalogue lives in Lingui's runtime, one `I18n` per language (./i18n/lingui.ts).

const added = new WeakSet<object>();

/** Adds a part of the catalogue in `language` (English by default); a part already added is skipped. */
export function addMessages(texts: CataloguePart, language: Language = 'en'): void {
  if (added.has(texts)) return;
  added.add(texts);
  const i18n = i18ns[language];
  i18n.load(i18n.locale, texts);
}

addMessages(en);

/** A language's texts as its layout route brings them (./i18n/arabic-catalogue.ts): its catalogue and the contract sentences' twins. */
export interface LanguageTexts {
  language: Language;
  texts: CataloguePart;
  sentences: Partial<Record<MessageCode, string>>;
  fieldSentences: Map<string, string>;
}

/** What a route module's `handle` names: the English parts its components show, and a language's texts (the Arabic layout's). */
export interface RouteTexts {
  texts?: readonly CataloguePart[];
  language?: LanguageTexts;
}

/** A route's `handle` naming the parts of the catalogue its components show. */
export const routeTexts = (...texts: CataloguePart[]): RouteTexts => ({ texts });

/** Adds a language's texts and its sentences' twins. */
export function addLanguageTexts({ language, texts, sentences, fieldSentences }: LanguageTexts): void {
  if (added.has(texts)) return;
  addMessages(texts, language);
  setArabicSentences(sentences, fieldSentences);
}

/** Adds the texts the matched routes name in their `handle` (app/root.tsx, before the page renders). */
export function addRouteTexts(matches: readonly { handle?: unknown }[]): void {
  for (const { handle } of matches) {
    if (typeof handle !== 'object' || handle === null) continue;
    const { texts, language } = handle as RouteTexts;
    texts?.forEach((part) => addMessages(part));
    if (language) addLanguageTexts(language);
  }
}

/**
 * The text for `key` in the page's language (lib/language.ts), filled from `params`: the English text
 * where the language has none (an Arabic page shows the English text of a key not yet translated), the
 * key itself where no part holding it is loaded (the page walk, e2e/tests/page-errors.spec.ts, fails on
 * it). Numbers are written as the page's language writes them: `count` by the message (`#` in a plural,
 * `{count, number}`), any other number here.
 */
export const t: Translate = (key, params) => {
  const own = i18ns[currentLanguage()];
  const i18n = own.messages[key] === undefined ? i18ns.en : own;
  if (i18n.messages[key] === undefined) return key;
  let values = params;
  if (params) {
    values = {};
    for (const [name, value] of Object.entries(params))
      values[name] = typeof value === 'number' && name !== 'count' ? formatNumber(value) : value;
  }
  return i18n._(key, values);
};

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

// Arabic as shoppers type it (issue 12 item 5, docs/decisions/025): the same
// word comes with or without hamza on its alef, with ى or ي at its end, ة or ه,
// with diacritics or tatweel, and with Arabic-Indic or Latin digits. Search
// folds them all to one form, in the documents (store_unaccent() of migration
// 0014) and in the query (here, before it is split into words: a diacritic is
// no letter, so it would split a word in two). arabic-normalize.test.ts holds
// this function and the SQL one equal.

/** Harakat, shadda, sukun, Quranic marks (U+064B–U+065F), the dagger alef (U+0670) and tatweel (U+0640). */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

const LETTERS: Record<string, string> = {
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
  'ى': 'ي',
  'ة': 'ه',
};
const FOLDED = /[أإآٱىة\u0660-\u0669\u06F0-\u06F9]/g;

function fold(char: string): string {
  const code = char.charCodeAt(0);
  // Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits.
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return LETTERS[char] ?? char;
}

/**
 * The definite article and the prefixes that come with it (و ف ب ك + ال, and
 * لل), on a word of at least three more Arabic letters: "الشاشه" is "شاشه".
 */
const ARTICLE = /^(?:وال|فال|بال|كال|لل|ال)(?=[\u0621-\u064A]{3,}$)/;

/**
 * The word without its article, or the word itself. Search tries it only when
 * the words as typed find nothing (search.service.ts): "العاب" is a word of
 * its own ("ألعاب", games), not "عاب" with an article, and a full stemmer
 * would need a dictionary of such words.
 */
export function withoutArticle(word: string): string {
  return word.replace(ARTICLE, '');
}

/** The text with its Arabic folded for search; any other script is left as it is. */
export function normalizeArabic(text: string): string {
  return text.replace(MARKS, '').replace(FOLDED, fold);
}

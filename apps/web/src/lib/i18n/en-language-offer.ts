// The offer of the Arabic store to a browser that prefers Arabic (components/layouts/language-offer.tsx).
// Its link speaks Arabic on purpose: it is read by someone who prefers Arabic.

export const enLanguageOffer = {
  'languageOffer.label': 'Arabic store',
  'languageOffer.link': 'تصفّح هذه الصفحة باللغة العربية',
  'languageOffer.dismiss': 'No thanks, stay in English',
} as const satisfies Record<string, string>;

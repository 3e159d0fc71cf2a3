// The twin of en-language-offer.ts (the offer shows on English pages only; kept for the convention).
import type { enLanguageOffer } from './en-language-offer';

export const arLanguageOffer = {
  'languageOffer.label': 'المتجر العربي',
  'languageOffer.link': 'تصفّح هذه الصفحة باللغة العربية',
  'languageOffer.dismiss': 'لا شكرًا، سأبقى على الإنجليزية',
} as const satisfies Record<keyof typeof enLanguageOffer, string>;

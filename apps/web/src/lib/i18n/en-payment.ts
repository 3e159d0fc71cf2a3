// The payment's own texts beyond the two on-delivery choices (issue 13 item 7,
// docs/decisions/029): the cash-on-delivery fee line of the totals. Loaded by
// the order totals (lib/i18n.ts, "Texts travel with their code").
import { addMessages } from '../i18n';
import type { CatalogueText } from './plural';

export const enPayment = {
  'totals.codFee': 'Cash on delivery fee',
} as const satisfies Record<string, CatalogueText>;

addMessages(enPayment);

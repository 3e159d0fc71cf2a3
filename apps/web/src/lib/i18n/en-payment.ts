// The payment's own texts beyond the two on-delivery choices (issue 13 item 7,
// docs/decisions/029): the cash-on-delivery fee line of the totals. Named by
// the routes that show the order totals (lib/i18n.ts, "Texts load per route").

export const enPayment = {
  'totals.codFee': 'Cash on delivery fee',
} as const satisfies Record<string, string>;

// Arabic twin of en-payment.ts (issue 12): a plain object, wired by the Arabic catalogue.
import type { enPayment } from './en-payment';

export const arPayment = {
  'totals.codFee': 'رسوم الدفع نقداً عند الاستلام',
} as const satisfies Record<keyof typeof enPayment, string>;

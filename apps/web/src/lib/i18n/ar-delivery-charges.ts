// What delivery costs in Arabic: the twin of en-delivery-charges.ts. A plain object, wired by the Arabic catalogue.
import type { enDeliveryCharges } from './en-delivery-charges';

export const arDeliveryCharges = {
  'deliveryCharges.flat': 'رسوم التوصيل {fee} لكل طلب.',
  'deliveryCharges.free': 'التوصيل مجاني إلى جميع الإمارات.',
  'deliveryCharges.range': 'رسوم التوصيل من {min} إلى {max} لكل طلب، حسب الإمارة.',
  'deliveryCharges.threshold': 'الطلبات بقيمة {threshold} فأكثر تُوصَّل مجانًا.',
  'deliveryCharges.table': 'رسوم التوصيل حسب الإمارة',
  'deliveryCharges.emirate': 'الإمارة',
  'deliveryCharges.fee': 'الرسوم',
  'deliveryCharges.freeFee': 'مجانًا',
} as const satisfies Record<keyof typeof enDeliveryCharges, string>;

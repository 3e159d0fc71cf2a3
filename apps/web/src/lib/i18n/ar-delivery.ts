// The Arabic twin of ./en-delivery.ts (issue 12): the same keys, no side effects.
import type { enDelivery } from './en-delivery';

export const arDelivery = {
  'delivery.keysTitle': 'مفاتيح الترخيص الخاصة بك',
  'delivery.keysHint': 'كل مفتاح يفعّل نسخة واحدة. احتفظ بها لنفسك، فأي شخص يحصل على المفتاح يستطيع استخدامه.',
  'delivery.keyLabel': 'مفتاح الترخيص {n} للمنتج \u2068{title}\u2069',
  'delivery.copy': 'نسخ',
  'delivery.copyKey': 'نسخ مفتاح الترخيص {n} للمنتج \u2068{title}\u2069',
  'delivery.copied': 'تم النسخ',
  'delivery.shipmentTitle': 'شحنتك',
  'delivery.courier': 'شركة الشحن',
  'delivery.trackingNumber': 'رقم التتبع',
  'delivery.trackParcel': 'تتبّع شحنتك على موقع \u2068{courier}\u2069',
  'delivery.opensNewTab': '(يفتح في علامة تبويب جديدة)',
  'delivery.courier.aramex': 'أرامكس',
  'delivery.courier.dhl_express': 'دي إتش إل إكسبريس',
  'delivery.courier.fedex': 'فيديكس',
  'delivery.courier.ups': 'يو بي إس',
  'delivery.courier.emirates_post': 'بريد الإمارات',
  'delivery.courier.smsa': 'سمسا إكسبرس',
  'delivery.courier.quiqup': 'كويك أب',
  'delivery.courier.other': 'شريك التوصيل لدينا',
} as const satisfies Record<keyof typeof enDelivery, string>;

// What the buyer reads of an order's delivery (issue 13 item 8,
// docs/decisions/030): its licence keys and its courier with the tracking
// link, on the account page and the tracking page. Named by the routes
// that show them (lib/i18n.ts, "Texts load per route").

export const enDelivery = {
  'delivery.keysTitle': 'Your licence keys',
  'delivery.keysHint': 'Each key activates one copy. Keep them private: anyone with a key can use it.',
  'delivery.keyLabel': 'Licence key {n} for {title}',
  'delivery.copy': 'Copy',
  'delivery.copyKey': 'Copy licence key {n} for {title}',
  'delivery.copied': 'Copied',
  'delivery.shipmentTitle': 'Your parcel',
  'delivery.courier': 'Courier',
  'delivery.trackingNumber': 'Tracking number',
  'delivery.trackParcel': 'Track your parcel on the {courier} website',
  'delivery.opensNewTab': '(opens in a new tab)',
  'delivery.courier.aramex': 'Aramex',
  'delivery.courier.dhl_express': 'DHL Express',
  'delivery.courier.fedex': 'FedEx',
  'delivery.courier.ups': 'UPS',
  'delivery.courier.emirates_post': 'Emirates Post',
  'delivery.courier.smsa': 'SMSA Express',
  'delivery.courier.quiqup': 'Quiqup',
  'delivery.courier.other': 'Our delivery partner',
} as const satisfies Record<string, string>;

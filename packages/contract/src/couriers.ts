// The couriers a UAE store hands parcels to (issue 13 item 8,
// docs/decisions/030): each with the address of its public tracking page,
// `{n}` standing for the tracking number; "Other" has no link.

export const COURIERS = [
  { id: 'aramex', name: 'Aramex', trackingUrl: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber={n}' },
  { id: 'dhl_express', name: 'DHL Express', trackingUrl: 'https://www.dhl.com/ae-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}' },
  { id: 'fedex', name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  { id: 'ups', name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_AE&tracknum={n}' },
  { id: 'emirates_post', name: 'Emirates Post', trackingUrl: 'https://www.emiratespost.ae/all-services/track-a-package/result?q={n}' },
  { id: 'smsa', name: 'SMSA Express', trackingUrl: 'https://www.smsaexpress.com/ae/trackingdetails?tracknumbers={n}' },
  { id: 'quiqup', name: 'Quiqup', trackingUrl: 'https://www.quiqup.com/track/{n}' },
  { id: 'other', name: 'Other', trackingUrl: null },
] as const satisfies readonly { id: string; name: string; trackingUrl: string | null }[];

export type CourierId = (typeof COURIERS)[number]['id'];
export const COURIER_IDS = COURIERS.map((courier) => courier.id) as [CourierId, ...CourierId[]];

/**
 * A tracking number as couriers print them: 6 to 40 letters and digits, with
 * spaces and dashes allowed between them (read back without the spaces, in
 * capitals: "1z 999 aa1" is 1Z999AA1).
 */
export function normaliseTrackingNumber(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9](?:[A-Z0-9-]{4,38})[A-Z0-9]$/.test(compact) ? compact : null;
}

/** The courier's page for this parcel; null for "Other" or an unknown courier. */
export function courierTrackingUrl(courier: string, trackingNumber: string): string | null {
  const found = COURIERS.find((c) => c.id === courier);
  return found?.trackingUrl ? found.trackingUrl.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

/** The courier's name as the buyer reads it; the id itself for one the list no longer has. */
export function courierName(courier: string): string {
  return COURIERS.find((c) => c.id === courier)?.name ?? courier;
}

// What delivery costs, as the about page and the delivery policy state it (issue 27 item 3): the fees
// and the free-delivery threshold the admin set (lib/delivery-charges.ts). Named by those routes.

export const enDeliveryCharges = {
  'deliveryCharges.flat': 'Delivery costs {fee} per order.',
  'deliveryCharges.free': 'Delivery is free to every emirate.',
  'deliveryCharges.range': 'Delivery costs {min} to {max} per order, depending on the emirate.',
  'deliveryCharges.threshold': 'Orders of {threshold} or more are delivered free.',
  'deliveryCharges.table': 'Delivery fee by emirate',
  'deliveryCharges.emirate': 'Emirate',
  'deliveryCharges.fee': 'Fee',
  'deliveryCharges.freeFee': 'Free',
} as const satisfies Record<string, string>;

import { formatStoreDateTime } from '#web/lib/store-time';

/** An order's date as the UAE writes it (en-AE), in store time (Dubai). */
export const formatOrderDate = formatStoreDateTime;

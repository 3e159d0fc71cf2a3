// Arabic twins of ../message-texts/track.ts (issue 12): the same export names.
// Not exported from the package index yet; the Arabic mechanism wires them.

/** Its licence keys were e-mailed: they cannot be taken back (docs/decisions/030). */
export const ORDER_KEYS_SENT = 'أُرسلت إليك مفاتيح الترخيص لهذا الطلب، لذا لم يعد بالإمكان إلغاؤه عبر الإنترنت. يُرجى الاتصال بنا بشأنه';

// Arabic twins of ../message-texts/addresses.ts (issue 27 item 2): the same export names.

export const ADDRESS_SAVED = 'حُفظ العنوان';
export const ADDRESS_UPDATED = 'حُدّث العنوان';
export const ADDRESS_DELETED = 'حُذف العنوان';
export const ADDRESS_NOT_FOUND = 'العنوان غير موجود';
export const ADDRESSES_FULL = 'يمكنك حفظ {n} عناوين على الأكثر. احذف عنوانًا لتحفظ آخر';
export const MAKANI_INVALID = 'رقم مكاني من 10 أرقام بالضبط';

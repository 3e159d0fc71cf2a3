// Arabic twins of ../message-texts/filters.ts: the same names, the same
// {placeholders}, Arabic words and Latin digits.

export const FILTER_NEEDS_ONE_CATEGORY = 'اختر فئة واحدة للتصفية حسب مواصفاتها';
export const FILTER_UNKNOWN = 'لا توجد هذه المواصفة في هذه الفئة';
export const FILTER_VALUE_INVALID = 'اختر قيم هذه المواصفة من قائمتها';
export const FILTER_RANGE_INVALID = 'اكتب النطاق بالشكل الأدنى..الأعلى، بأرقام، ولا يتجاوز الأدنى الأعلى';
export const FILTER_TOO_MANY = 'عوامل تصفية كثيرة جدًا في آن واحد: اختر عددًا أقل';
export const FACET_YES = 'نعم';
export const FACET_NO = 'لا';

// Arabic twins of ../message-texts/builds.ts (issue 24 item 5): the same names and
// placeholders; figures stay in Latin digits, W for watts, mm and GB as shops write them.

// Blocks
export const BUILD_SOCKET_MISMATCH = 'المعالج لمقبس {cpuSocket}، واللوحة الأم بمقبس {boardSocket}';
export const BUILD_COOLER_SOCKET = 'المبرّد لا يناسب المقبس {socket}: يناسب {sockets}';
export const BUILD_MEMORY_TYPE = 'الذاكرة من نوع {memoryType}، واللوحة الأم تقبل {boardMemoryType}';
export const BUILD_MEMORY_SLOTS = 'الذاكرة {modules} وحدات، وفي اللوحة الأم {slots} منافذ';
export const BUILD_MEMORY_CAPACITY = 'مجموع الذاكرة {capacity} GB، واللوحة الأم تقبل {max} GB على الأكثر';
export const BUILD_BOARD_FORM_FACTOR = 'اللوحة الأم بمقاس {formFactor}، والصندوق يقبل {formFactors}';
export const BUILD_PSU_FORM_FACTOR = 'مزوّد الطاقة بمقاس {formFactor}، والصندوق يقبل {formFactors}';
export const BUILD_GPU_LENGTH = 'طول بطاقة الرسومات {length} mm، والصندوق يتسع لـ {max} mm';
export const BUILD_COOLER_HEIGHT = 'ارتفاع المبرّد {height} mm، والصندوق يتسع لـ {max} mm';
export const BUILD_PSU_TOO_WEAK = 'مزوّد الطاقة يعطي {wattage} W؛ والتجميعة تستهلك نحو {draw} W وتحتاج {min} W على الأقل';
export const BUILD_M2_SLOTS = 'في التجميعة {drives} أقراص M.2، وفي اللوحة الأم {slots} منافذ M.2';
export const BUILD_NO_GRAPHICS = 'المعالج بلا رسومات مدمجة: أضف بطاقة رسومات';
export const BUILD_ONE_PART = 'التجميعة تأخذ قطعة واحدة من هذا النوع: أبقِ واحدة وأزل الباقي';

// Warnings
export const BUILD_PSU_LOW_HEADROOM = 'مزوّد الطاقة يعطي {wattage} W لاستهلاك نحو {draw} W: يُنصح بـ {recommended} W أو أكثر';
export const BUILD_OUT_OF_STOCK = 'هذه القطعة غير متوفرة في المخزون';
export const BUILD_STOCK_SHORT = 'المتوفر من هذه القطعة {n} فقط، والتجميعة تحتاج {quantity}';

// Notes
export const BUILD_SOCKET_NOT_CHECKED = 'لم يُفحص: مقبس المعالج مقابل مقبس اللوحة الأم (البيانات ناقصة)';
export const BUILD_COOLER_SOCKET_NOT_CHECKED = 'لم يُفحص: ملاءمة المبرّد للمقبس (البيانات ناقصة)';
export const BUILD_MEMORY_TYPE_NOT_CHECKED = 'لم يُفحص: نوع الذاكرة مقابل ما تقبله اللوحة الأم (البيانات ناقصة)';
export const BUILD_MEMORY_SLOTS_NOT_CHECKED = 'لم يُفحص: عدد وحدات الذاكرة مقابل منافذ اللوحة الأم (البيانات ناقصة)';
export const BUILD_MEMORY_CAPACITY_NOT_CHECKED = 'لم يُفحص: سعة الذاكرة مقابل أقصى ما تقبله اللوحة الأم (البيانات ناقصة)';
export const BUILD_BOARD_FORM_FACTOR_NOT_CHECKED = 'لم يُفحص: ملاءمة اللوحة الأم للصندوق (البيانات ناقصة)';
export const BUILD_PSU_FORM_FACTOR_NOT_CHECKED = 'لم يُفحص: ملاءمة مزوّد الطاقة للصندوق (البيانات ناقصة)';
export const BUILD_GPU_LENGTH_NOT_CHECKED = 'لم يُفحص: هل يتسع الصندوق لطول بطاقة الرسومات (البيانات ناقصة)';
export const BUILD_COOLER_HEIGHT_NOT_CHECKED = 'لم يُفحص: هل يتسع الصندوق لارتفاع المبرّد (البيانات ناقصة)';
export const BUILD_POWER_NOT_CHECKED = 'لم يُفحص: هل يكفي مزوّد الطاقة (البيانات ناقصة)';
export const BUILD_M2_SLOTS_NOT_CHECKED = 'لم يُفحص: أقراص M.2 مقابل منافذ M.2 في اللوحة الأم (البيانات ناقصة)';
export const BUILD_GRAPHICS_NOT_CHECKED = 'لم يُفحص: هل في المعالج رسومات مدمجة (البيانات ناقصة)';

// The check's refusals
export const BUILD_TOO_MANY_PARTS = 'التجميعة تأخذ 40 قطعة على الأكثر';
export const BUILD_NOT_A_PART = 'هذا المنتج ليس من قطع الكمبيوتر التي يعرفها المُجمِّع';

// Saved builds
export const BUILD_SAVED = 'حُفظت التجميعة';
export const BUILD_RENAMED = 'غُيّر اسم التجميعة';
export const BUILD_DELETED = 'حُذفت التجميعة';
export const BUILD_NOT_FOUND = 'التجميعة غير موجودة';
export const BUILDS_FULL = 'يمكنك حفظ {n} تجميعة على الأكثر. احذف واحدة لتحفظ أخرى';
export const BUILD_NAME_REQUIRED = 'أعطِ تجميعتك اسمًا';
export const BUILD_EMPTY = 'اختر قطعة واحدة على الأقل لحفظ التجميعة';

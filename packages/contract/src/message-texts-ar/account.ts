// Arabic twins of ../message-texts/account.ts (issue 12): the same export names.
// Not exported from the package index yet; the Arabic mechanism reads them.

export const DELETE_ACCOUNT_CONFIRM_REQUIRED = 'ضع علامة في المربع لتأكيد رغبتك في حذف حسابك';
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'كلمة المرور غير صحيحة';
export const DELETE_ACCOUNT_OPEN_ORDERS =
  'لديك طلبات لم تُسلَّم بعد (⁦{orders}⁩). ألغِها أو انتظر وصولها، ثم احذف حسابك';
export const DELETE_ACCOUNT_LAST_ADMIN = 'أنت المسؤول الوحيد في المتجر. اجعل مستخدمًا آخر مسؤولًا قبل حذف حسابك';
export const DELETE_ACCOUNT_FAILED = 'تعذّر حذف حسابك. يُرجى المحاولة مرة أخرى';
export const TOO_MANY_DATA_EXPORTS = 'نزّلت بياناتك عدة مرات خلال الساعة الماضية. يُرجى المحاولة لاحقًا';
export const DATA_EXPORT_FAILED = 'تعذّر تنزيل بياناتك. يُرجى المحاولة مرة أخرى';

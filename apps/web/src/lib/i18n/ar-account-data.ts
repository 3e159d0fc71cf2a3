// Arabic twins of en-account-data.ts (issue 12): the same keys, no side effects.
import type { enAccountData } from './en-account-data';

export const arAccountData = {
  'accountData.title': 'بياناتك',
  'accountData.text': 'نزّل نسخة من كل ما نحتفظ به عنك، أو احذف حسابك.',
  'accountData.download': 'تنزيل بياناتي',
  'accountData.downloading': 'جارٍ تجهيز الملف…',
  'accountData.downloaded': 'حُفظت بياناتك في الملف ⁦{file}⁩.',
  'accountData.privacy': 'كيف نستخدم بياناتك',
  'accountData.delete': 'حذف حسابي',
  'deleteAccount.title': 'هل تريد حذف حسابك؟',
  'deleteAccount.text':
    'سيتم تسجيل خروجك من جميع الأجهزة، وستُحذف بيانات ملفك الشخصي وسلة التسوق وجلسات الدخول نهائيًا. تبقى الطلبات محفوظة كما يقتضي قانون الضرائب في الإمارات: الطلبات التي صدرت لها فواتير تحتفظ باسمك وعنوان التوصيل فقط، دون بريدك الإلكتروني أو رقم هاتفك.',
  'deleteAccount.password': 'كلمة المرور',
  'deleteAccount.confirm': 'أدرك أن حسابي سيُحذف ولا يمكن استعادته',
  'deleteAccount.submit': 'حذف حسابي',
  'deleteAccount.deleting': 'جارٍ الحذف…',
  'deleteAccount.keep': 'الإبقاء على حسابي',
} as const satisfies Record<keyof typeof enAccountData, string>;

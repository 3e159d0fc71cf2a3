// Arabic twin of en-profile-language.ts (issue 12): a plain object, wired by the Arabic catalogue.
import type { enProfileLanguage } from './en-profile-language';

export const arProfileLanguage = {
  'profile.language': 'لغة الرسائل الإلكترونية',
  'profile.languageHint': 'تصلك رسائل إعادة تعيين كلمة المرور بهذه اللغة، أما رسائل الطلبات فتصلك باللغة التي طلبت بها.',
  'profile.currentPassword': 'كلمة المرور الحالية',
  'profile.currentPasswordHint': 'مطلوبة لتغيير بريدك الإلكتروني. يصبح عنوان تسجيل دخولك عندما تفتح الرابط الذي نرسله إليه.',
  'language.en': 'English',
  'language.ar': 'العربية',
} as const satisfies Record<keyof typeof enProfileLanguage, string>;

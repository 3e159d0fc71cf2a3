import { t } from '#web/lib/i18n';

/** The first letter of the name, or G for a guest (docs/store-rules.md#shop-layout). */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : t('account.guestInitial');
}

export const AVATAR_BUTTON_CLASSES =
  'inline-flex size-10 items-center justify-center rounded-full bg-slate-700 text-base font-bold text-white ' +
  'ring-1 ring-white/20 transition-colors hover:bg-slate-600 data-[state=open]:bg-slate-600';

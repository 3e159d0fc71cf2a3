import { Mail, Phone } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '#web/components/layouts/language-switch';
import { Sheet } from '#web/components/ui/sheet';
import { t } from '#web/lib/i18n';
import { storeConfig, telHref } from '#web/lib/store-config';
import { useShopNav } from '../use-shop-nav';
import { enMenus } from '#web/lib/i18n/en-menus';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enMenus];

export interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The side menu for phones and tablets, with the same entries as the header. */
export function MobileNavSheet({ open, onOpenChange, returnFocusRef }: MobileNavSheetProps) {
  const items = useShopNav();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="start"
      title={t('header.menuTitle')}
      returnFocusRef={returnFocusRef}
      footer={
        <ul className="flex flex-col gap-2.5 text-sm">
          <li>
            <LanguageSwitch className="inline-flex items-center font-semibold text-accent hover:underline" />
          </li>
          <li>
            <a href={telHref(storeConfig.storePhone)} className="inline-flex items-center gap-2 text-slate-700 hover:text-accent">
              <Phone aria-hidden="true" className="size-4 text-slate-500" />
              <span dir="ltr">{storeConfig.storePhone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${storeConfig.storeEmail}`} className="inline-flex items-center gap-2 text-slate-700 hover:text-accent">
              <Mail aria-hidden="true" className="size-4 text-slate-500" />
              {storeConfig.storeEmail}
            </a>
          </li>
        </ul>
      }
    >
      <nav aria-label={t('header.mainNav')} className="px-3 py-3">
        <ul className="flex flex-col gap-0.5">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.to}
                onClick={() => {
                  item.select();
                  onOpenChange(false);
                }}
                aria-current={item.active ? 'page' : undefined}
                className="flex items-center rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Sheet>
  );
}

import type { RefObject } from 'react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Sheet, SheetClose } from '#web/components/ui/sheet';
import { t } from '#web/lib/i18n';
import { FilterPanel, type FilterPanelProps } from './filter-panel';
import { enListing } from '#web/lib/i18n/en-listing';

/** The parts of the catalogue this module shows: it loads later than its page (lib/deferred-component.ts, withTexts). */
export const texts = [enListing];

export interface FilterDrawerProps extends FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClear: () => void;
  /** How many filters are chosen. */
  active: number;
  /** The result count for the current filters, or null while it loads. */
  total: number | null;
}

/** The filters on phones and tablets: a side panel; every change applies at once. */
export function FilterDrawer({ open, onOpenChange, returnFocusRef, onClear, active, total, ...panel }: FilterDrawerProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="start"
      title={t('filters.title')}
      returnFocusRef={returnFocusRef}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onClear} disabled={active === 0}>
            {t('filters.clear')}
          </Button>
          <SheetClose>
            <button type="button" className={buttonClasses('primary', 'md', 'w-full')}>
              {total === null ? t('filters.showResults') : t('filters.showCount', { count: total })}
            </button>
          </SheetClose>
        </div>
      }
    >
      <div className="px-5 py-5">
        <FilterPanel {...panel} />
      </div>
    </Sheet>
  );
}

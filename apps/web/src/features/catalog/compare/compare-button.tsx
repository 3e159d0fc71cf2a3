import type { Product } from '@store/contract';
import { Scale } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast/use-toast';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';
import { addToComparison, type ComparedEntry } from './compare-rules';
import { COMPARE_KEY, loadComparison, saveComparison } from './compare-storage';

const noChanges = () => () => undefined;
function storedText(): string {
  try {
    return localStorage.getItem(COMPARE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The product page's "Add to compare" (issue 14 item 5; not on cards, to keep
 * the lists light), and once the comparison holds products, a link to it.
 */
export function CompareButton({ product }: { product: Product }) {
  // The stored text, read after hydration (the server cannot see the browser's comparison); a change re-reads it.
  const [, setChanged] = useState(0);
  const stored = useSyncExternalStore(noChanges, storedText, () => '');
  const entries: ComparedEntry[] = stored ? loadComparison() : [];
  const toast = useToast();
  const inIt = entries.some((e) => e.id === product._id);

  const add = () => {
    const outcome = addToComparison(loadComparison(), { id: product._id, category: product.category });
    if (outcome.status === 'full') return toast({ tone: 'warning', title: t('compare.full') });
    if (outcome.status === 'otherCategory') return toast({ tone: 'warning', title: t('compare.otherCategory') });
    saveComparison(outcome.entries);
    setChanged((n) => n + 1);
    toast({ tone: 'success', title: t('compare.added') });
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button variant="secondary" aria-pressed={inIt} disabled={inIt} onClick={add}>
        <Scale aria-hidden="true" className="size-4" />
        {inIt ? t('compare.added') : t('compare.add')}
      </Button>
      {entries.length > 0 ? (
        <Link to={localePath('/shop/compare')} className="text-sm font-semibold text-accent hover:underline">
          {t('compare.view', { count: entries.length })}
        </Link>
      ) : null}
    </div>
  );
}

import { useLocation } from 'react-router';
import { writeStoredFilters } from '#web/lib/filters-storage';
import { t } from '#web/lib/i18n';
import { useCategoryIds } from './api/categories-api';
import { isNavEntryActive, LISTING_PATH, NAV_ENTRIES, resolveNavTarget } from './nav-rules';
import { englishPath, localePath } from '#web/lib/language';

export interface ShopNavItem {
  id: string;
  label: string;
  to: { pathname: string; search: string };
  active: boolean;
  /** Stores or clears the category filter; call it when the entry is chosen. */
  select: () => void;
}

/** The header entries for the page being shown, with their links and filter effects. */
export function useShopNav(): ShopNavItem[] {
  const location = useLocation();
  // The rules speak of the English paths; the links stay in the page's language.
  const pathname = englishPath(location.pathname);
  const { search } = location;
  const categoryIds = useCategoryIds();
  // The address alone: the server renders it without the tab's stored filter, and the listing puts that filter into the address.
  const currentCategory = pathname === LISTING_PATH ? new URLSearchParams(search).get('category') : null;

  return NAV_ENTRIES.map((entry) => {
    const target = resolveNavTarget(entry, { pathname, categoryIds });
    return {
      id: entry.id,
      label: t(entry.labelKey),
      to: { pathname: localePath(target.path), search: target.search },
      active: isNavEntryActive(entry, { pathname, currentCategory, categoryIds }),
      select: () => writeStoredFilters(target.storedFilter),
    };
  });
}

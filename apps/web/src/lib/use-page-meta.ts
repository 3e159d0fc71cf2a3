import { useEffect } from 'react';
import { t } from './i18n';
import { storeConfig } from './store-config';

/** "<page> | Falcon Computers", with the configured store name. */
export function pageTitle(page: string): string {
  return t('meta.title', { page, brand: storeConfig.storeName });
}

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  return element;
}

/** Sets the document title and meta description while the page is shown. */
export function usePageMeta(page: string, description: string = t('meta.defaultDescription')): void {
  useEffect(() => {
    document.title = pageTitle(page);
    descriptionElement().content = description;
  }, [page, description]);
}

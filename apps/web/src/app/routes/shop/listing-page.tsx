import { ListingView } from '../../../features/catalog/components/listing-view';
import { t } from '../../../lib/i18n';

export default function ListingPage() {
  return <ListingView kind="all" title={t('page.listing.title')} description={t('page.listing.description')} />;
}

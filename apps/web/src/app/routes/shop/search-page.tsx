import { SearchView } from '../../../features/catalog/components/search/search-view';

export default function SearchPage() {
  return <SearchView />;
}

/** The /search/* pages (spec 2 "Search"). */
import { SearchPage } from '../SearchPage';

export function SearchSection() {
  return <SearchPage />;
}

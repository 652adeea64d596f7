/** The /favorites/* pages (spec 2). */
import { SectionPage } from '../SectionPage';

export function FavoritesSection() {
  return <SectionPage section="favorites" />;
}

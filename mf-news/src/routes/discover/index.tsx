/** The /discover/* pages (spec 2). */
import { SectionPage } from '../SectionPage';

export function DiscoverSection() {
  return <SectionPage section="discover" />;
}

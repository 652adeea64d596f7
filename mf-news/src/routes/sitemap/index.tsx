/** The /sitemap/* pages (spec 2). */
import { SectionPage } from '../SectionPage';

export function SitemapSection() {
  return <SectionPage section="sitemap" />;
}

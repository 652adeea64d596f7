/** /notsupported (spec 2, spec 8): tells IE11 and legacy Edge readers to get the new Microsoft Edge. */
import { useT } from '../i18n/catalogues';
import { buttonLinkStyle, pageStyle } from './pageStyles';
import { usePageTitle } from './usePageTitle';

export const EDGE_DOWNLOAD_URL = 'https://www.microsoft.com/edge';

export function NotSupportedPage() {
  const t = useT();
  usePageTitle('title.notSupported');
  return (
    <section css={pageStyle} aria-labelledby="not-supported-title">
      <h1 id="not-supported-title">{t('notSupported.title')}</h1>
      <p>{t('notSupported.body')}</p>
      <a href={EDGE_DOWNLOAD_URL} css={buttonLinkStyle} rel="noopener noreferrer">
        {t('notSupported.download')}
      </a>
    </section>
  );
}

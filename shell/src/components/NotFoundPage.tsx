/** The 404 page (spec 2 "Screens", spec 8): texts per locale, an illustration and a home button. */
import { css } from '@emotion/react';
import { Link } from 'shared-contracts/router';
import { useT } from '../i18n/catalogues';
import { color } from '../theme/colors';
import { buttonLinkStyle, pageStyle } from './pageStyles';
import { usePageTitle } from './usePageTitle';

export const NOT_FOUND_IMAGE = '/assets/not-found.svg';

const codeStyle = css`
  font-size: 3rem;
  font-weight: 800;
  color: ${color.headings};
  line-height: 1;
`;

export function NotFoundPage() {
  const t = useT();
  usePageTitle('title.notFound');
  return (
    <section css={pageStyle} aria-labelledby="not-found-title">
      <img src={NOT_FOUND_IMAGE} alt={t('notFound.imageAlt')} width={240} height={180} />
      <p css={codeStyle}>{t('notFound.code')}</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <p>{t('notFound.hint')}</p>
      <Link to="/" css={buttonLinkStyle}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

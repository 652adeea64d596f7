/** First focusable element of the page: jumps keyboard users past the header to #main (WCAG 2.4.1). */
import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import { useT } from '../i18n/catalogues';
import { color, onColor } from '../theme/colors';

const style = css`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 1000;
  padding: 0.75rem 1rem;
  background: ${color.headings};
  color: ${onColor.headings};
  font-weight: 600;
  &:focus {
    top: 0.5rem;
  }
`;

export const MAIN_ID = 'main';

export function SkipLink() {
  const t = useT();
  // Focus <main> directly: the router would otherwise treat the hash change as a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a href={`#${MAIN_ID}`} css={style} onClick={onClick}>
      {t('skipLink.label')}
    </a>
  );
}

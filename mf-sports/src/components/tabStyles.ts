import { css } from '@emotion/react';
import { palette, plainList } from 'shared-contracts/remote-kit';

/** A row of tab links, the current one (aria-current="page") underlined: sub-navigation, calendar. */
export const tabLinksStyle = css`
  ul {
    ${plainList}
    display: flex;
    gap: 0.25rem;
  }
  a {
    display: block;
    padding: 0.6rem 0.9rem;
    color: ${palette.link};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    font-weight: 700;
    color: ${palette.text};
    border-bottom-color: ${palette.link};
  }
`;

import { css } from '@emotion/react';
import { palette } from 'shared-contracts/remote-kit';

/** A wrapping row of pill-shaped links (a <ul>), the current one filled: sort modes, followed profiles. */
export const chipLinksStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1rem;
    border: 1px solid ${palette.border};
    border-radius: 999px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: #ffffff;
    background: ${palette.link};
    border-color: ${palette.link};
  }
`;

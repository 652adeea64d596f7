/** Shared look of the shell's own full pages (404, not supported). */
import { css } from '@emotion/react';
import { color, onColor } from '../theme/colors';

export const pageStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  max-width: 40rem;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
  text-align: center;
  h1,
  p {
    margin: 0;
  }
`;

/** A link that looks like the primary button. */
export const buttonLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.5rem;
  border-radius: 6px;
  font-weight: 600;
  text-decoration: none;
  background: ${color.button};
  color: ${onColor.button};
`;

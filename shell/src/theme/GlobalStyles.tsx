/** Base document styles: system fonts, visible keyboard focus, and respect for reduced motion. */
import { Global, css } from '@emotion/react';
import { color } from './colors';

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${FONT_STACK};
    font-size: 1rem;
    line-height: 1.5;
    color: ${color.texts};
    background: ${color.body};
  }
  h1,
  h2,
  h3 {
    color: ${color.headings};
    line-height: 1.25;
  }
  a {
    color: ${color.link};
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${color.brand};
    outline-offset: 2px;
  }
  main:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}

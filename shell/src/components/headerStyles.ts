/** Styles shared by the header and its menus. */
import { css } from '@emotion/react';
import { color, onColor } from '../theme/colors';

/** A 44 px square icon button or link on the header colour (WCAG 2.5.5 target size). */
export const iconButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.5rem;
  gap: 0.25rem;
  border: 0;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  background: transparent;
  color: ${onColor.header};
  &:focus-visible {
    outline-color: ${onColor.header};
  }
`;

/** A drop-down panel under a header control. */
export const panelStyle = css`
  position: absolute;
  z-index: 700;
  min-width: 14rem;
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);
  background: ${color.body};
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 0;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    background: transparent;
    color: ${color.link};
  }
  a:hover,
  button:hover {
    background: ${color.backgrounds};
  }
`;

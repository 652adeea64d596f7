/**
 * Colours and shared rules of this remote's frames. Text and link colours meet WCAG AA on white
 * (#101828 16.9:1, #344054 10.4:1, #0047a3 8.6:1, #b42318 6.6:1).
 */
import { css } from '@emotion/react';

export const palette = {
  text: '#101828',
  muted: '#344054',
  link: '#0047a3',
  border: '#d0d5dd',
  skeleton: '#eaecf0',
  surface: '#ffffff',
  /** Error text and borders (site colour 'error', 6.6:1 on white). */
  error: '#b42318',
} as const;

/** A visible keyboard focus ring for every interactive element inside a frame. */
export const focusRing = css`
  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid ${palette.link};
    outline-offset: 2px;
  }
`;

/** A list without bullets or indent (rows, cards, links); a list's own layout follows it. */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

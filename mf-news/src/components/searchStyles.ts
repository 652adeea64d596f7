/** Styles of the header search bar (spec 2 "Autocomplete search bar"); 44 px touch targets. */
import { css } from '@emotion/react';
import { focusRing, palette, textInputStyle } from 'shared-contracts/remote-kit';

export const formStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.75rem 1rem;
  background: ${palette.surface};
  color: ${palette.text};
  input {
    ${textInputStyle}
    width: 100%;
    box-sizing: border-box;
  }
  button {
    min-height: 44px;
    padding: 0 1rem;
    font: inherit;
    font-weight: 600;
    border-radius: 6px;
    cursor: pointer;
  }
  button[type='submit'] {
    color: #ffffff;
    background: ${palette.link};
    border: 1px solid ${palette.link};
  }
  button[type='button'] {
    color: ${palette.link};
    background: ${palette.surface};
    border: 1px solid ${palette.border};
  }
  ${focusRing}
`;

/** Holds the input and its listbox, which is positioned under the input. */
export const comboStyle = css`
  position: relative;
  flex: 1 1 12rem;
`;

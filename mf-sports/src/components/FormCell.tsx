import { css } from '@emotion/react';
import { visuallyHidden } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';

const COLOURS = { W: '#027a48', D: '#475467', L: '#b42318' } as const;

const formStyle = css`
  span[aria-hidden] {
    display: inline-block;
    width: 1.35rem;
    margin: 0 1px;
    border-radius: 3px;
    color: #ffffff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.35rem;
  }
`;

/** The last five results, oldest first: a letter on a colour, spoken as words (not colour alone). */
export function FormCell({ form }: { form: readonly ('W' | 'D' | 'L')[] }) {
  const t = useT();
  return (
    <td css={formStyle}>
      {form.map((result, i) => (
        <span key={i} aria-hidden="true" style={{ background: COLOURS[result] }}>
          {t(`standings.form.${result}.short`)}
        </span>
      ))}
      <span css={visuallyHidden}>{form.map((result) => t(`standings.form.${result}`)).join(', ')}</span>
    </td>
  );
}

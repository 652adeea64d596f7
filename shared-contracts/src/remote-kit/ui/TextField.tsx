/**
 * The labelled text field of every remote's form (accounts, the coupon campaign): its label above,
 * its error below, tied to the input with aria-invalid and aria-describedby and read out when it
 * appears. The input's look is its own style too, for a form that lays its input out otherwise
 * (the search page's field beside its button).
 */
import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { palette } from './theme';

/** A text input 44 px tall (a tap target) whose border turns red and thicker when it is invalid. */
export const textInputStyle = css`
  min-height: 44px;
  padding: 0 0.75rem;
  font: inherit;
  color: ${palette.text};
  border: 1px solid ${palette.muted};
  border-radius: 6px;
  &[aria-invalid='true'] {
    border: 2px solid ${palette.error};
  }
`;

const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${palette.error};
    font-size: 0.875rem;
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The translated label. */
  readonly label: string;
  /** The translated error, shown under the field and announced with it. */
  readonly error?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({ label, error, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        css={textInputStyle}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {/* role=alert: the message is read out when it appears, not only when the field is focused. */}
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { css } from '@emotion/react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { palette } from 'shared-contracts/remote-kit';

const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    color: ${palette.text};
    border: 1px solid ${palette.muted};
    border-radius: 6px;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${palette.error};
  }
  p {
    margin: 0;
    color: ${palette.error};
    font-size: 0.875rem;
  }
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
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

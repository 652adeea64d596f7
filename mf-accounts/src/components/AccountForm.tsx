/**
 * The frame of every account form: no browser validation bubbles (the page's own texts, spec 5,
 * show beside each field), a form-wide error announced as an alert, a submit button that says when
 * the form is busy, and focus on the first wrong field after each attempt. A named form works
 * before and without scripts: it posts to its own page, which the edge answers (signed in and sent
 * on, or the form again with the API's error: its echo, remote-kit form-echo.tsx).
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { palette, useFormEcho } from 'shared-contracts/remote-kit';
import { useT, type MessageId } from '../i18n/messages';
import { readerError, type FieldName } from '../data/errors';

export const formStyle = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 24rem;
  button[type='submit'],
  .secondary {
    min-height: 44px;
    padding: 0 1rem;
    font: inherit;
    font-weight: 600;
    color: #ffffff;
    background: ${palette.link};
    border: 1px solid ${palette.link};
    border-radius: 6px;
    cursor: pointer;
  }
  .danger {
    background: ${palette.error} !important;
    border-color: ${palette.error} !important;
  }
  button[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  .form-error {
    margin: 0;
    padding: 0.75rem;
    color: ${palette.error};
    border: 1px solid ${palette.error};
    border-radius: 6px;
  }
`;

/** Where an API error code shows: beside its field when the form has it, else for the form. */
function placed<K extends FieldName>(code: string, present: readonly K[]) {
  const error = readerError(code);
  return error.field && (present as readonly string[]).includes(error.field)
    ? { fields: { [error.field]: error.message } as Partial<Record<K, MessageId>> }
    : { form: error.message };
}

/**
 * Field errors and a form-wide error, as message ids, plus the count of attempts. `present` names
 * the form's fields: an API error about another field is said for the whole form. A page that
 * answers the post of form `name` (sent before the scripts ran) starts with the API's error.
 */
export function useFormErrors<K extends FieldName>(present: readonly K[], initial?: MessageId, name = '') {
  const t = useT();
  const echo = useFormEcho(name);
  const [answered] = useState(() => (echo?.code ? placed(echo.code, present) : undefined));
  const [fields, setFields] = useState<Partial<Record<K, MessageId>>>(answered?.fields ?? {});
  // `initial`: an error the form starts with (a failed social login coming back to sign-in).
  const [form, setForm] = useState<MessageId | undefined>(answered?.form ?? initial);
  const [attempt, setAttempt] = useState(answered ? 1 : 0);
  return {
    fields,
    form,
    attempt,
    /** A new attempt with these field errors (none: the form may be sent). */
    check(found: Partial<Record<K, MessageId>>): boolean {
      setAttempt((n) => n + 1);
      setFields(found);
      setForm(undefined);
      return Object.keys(found).length === 0;
    },
    /** Shows an API error code beside its field, or for the whole form. */
    fromCode(code: string) {
      const error = placed(code, present);
      setAttempt((n) => n + 1);
      if (error.fields) setFields(error.fields);
      else setForm(error.form);
    },
    /**
     * A TextField's value, translated error and change handler for `field`: editing it stores the
     * value and clears the field's error.
     */
    bind(field: K, value: string, set: (value: string) => void) {
      const error = fields[field];
      return {
        value,
        error: error && t(error),
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          set(event.target.value);
          setFields(({ [field]: _, ...rest }) => rest as Partial<Record<K, MessageId>>);
        },
      };
    },
  };
}

export type FormErrors<K extends FieldName> = ReturnType<typeof useFormErrors<K>>;

interface AccountFormProps {
  /** The form's name: the edge answers its post when sent before the scripts ran (form-posts.ts). */
  readonly name?: string;
  readonly label: string;
  readonly submitLabel: string;
  readonly onSubmit: () => void | Promise<void>;
  /** The form's errors (useFormErrors): its form-wide error and the count of attempts. */
  readonly errors: { readonly form?: MessageId; readonly attempt: number };
  readonly danger?: boolean;
  readonly children: ReactNode;
  readonly after?: ReactNode;
}

export function AccountForm(props: AccountFormProps) {
  const { name, label, submitLabel, onSubmit, errors, danger = false, children, after } = props;
  const t = useT();
  const error = errors.form && t(errors.form);
  const { attempt } = errors;
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  }

  return (
    // Before this code runs, the browser sends the form itself (method post: a password never goes
    // into an address) to its own page, which the edge answers; afterwards `submit` takes over.
    <form
      ref={form}
      name={name}
      css={formStyle}
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={label}
    >
      {children}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={danger ? 'danger' : undefined} aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
      {after}
    </form>
  );
}

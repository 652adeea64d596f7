/**
 * The fields account forms share, each with the same name and autocomplete hint wherever it
 * appears, so password managers fill the e-mail and current password and offer to save a new one:
 * the e-mail (sign-in, sign-up, forgotten password), the current password (sign-in, change) and a
 * new password with its confirmation (sign-up, reset, change).
 */
import { TextField, useFormField, type TextFieldProps } from 'shared-contracts/remote-kit';
import { useT, type MessageId } from '../i18n/messages';
import type { FormErrors } from './AccountForm';
import { validateNewPassword } from './validation';

/** A field's value, translated error and change handler (useFormErrors' `bind`). */
type BoundField = Pick<TextFieldProps, 'value' | 'error' | 'onChange'>;

export function EmailField(field: BoundField) {
  const t = useT();
  return (
    <TextField label={t('accounts.field.email')} type="email" name="email" autoComplete="email" {...field} />
  );
}

/** A password field: the account's current password, or (`fresh`) a new one. */
export function PasswordField({
  label,
  fresh = false,
  ...field
}: BoundField & { readonly label: MessageId; readonly name: string; readonly fresh?: boolean }) {
  const t = useT();
  const autoComplete = fresh ? 'new-password' : 'current-password';
  return <TextField label={t(label)} type="password" autoComplete={autoComplete} {...field} />;
}

/**
 * A new password and its confirmation as the reader types them; a named form's start from what was
 * typed before the scripts ran, or from its echo (remote-kit form-echo.tsx).
 */
export function useNewPassword(form = '') {
  const [password, setPassword] = useFormField(form, 'password');
  const [confirmation, setConfirmation] = useFormField(form, 'password_confirmation');
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    /** Their errors (spec 5): too short, or a confirmation that differs. */
    check: () => validateNewPassword(password, confirmation),
    clear() {
      setPassword('');
      setConfirmation('');
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;

export interface NewPasswordFieldsProps {
  /** 'Senha' on sign-up, 'Nova senha' where a password already exists. */
  readonly label: MessageId;
  readonly value: NewPassword;
  /** The form's errors (useFormErrors): shown beside each field, cleared when it is edited. */
  readonly errors: Pick<FormErrors<'password' | 'passwordConfirm'>, 'bind'>;
}

/** The two fields of a new password, posted as `password` and `password_confirmation`. */
export function NewPasswordFields({ label, value, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        fresh
        {...errors.bind('password', value.password, value.setPassword)}
      />
      <PasswordField
        label="accounts.field.passwordConfirm"
        name="password_confirmation"
        fresh
        {...errors.bind('passwordConfirm', value.confirmation, value.setConfirmation)}
      />
    </>
  );
}

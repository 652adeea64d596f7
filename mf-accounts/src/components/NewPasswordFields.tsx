/**
 * A new password and its confirmation (sign-up, reset, change): the same two fields, names and
 * autocomplete hints everywhere, so password managers offer to save what the reader chose.
 */
import { useT, type MessageId } from '../i18n/messages';
import type { FormErrors } from './AccountForm';
import { TextField } from './TextField';

type PasswordField = 'password' | 'passwordConfirm';

export interface NewPasswordFieldsProps {
  /** 'Senha' on sign-up, 'Nova senha' where a password already exists. */
  readonly passwordLabel: MessageId;
  readonly password: string;
  readonly confirmation: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirmation: (value: string) => void;
  /** The form's errors (useFormErrors): shown beside each field, cleared when it is edited. */
  readonly errors: Pick<FormErrors<PasswordField>, 'bind'>;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { passwordLabel, password, confirmation, onPassword, onConfirmation, errors } = props;
  const t = useT();
  return (
    <>
      <TextField
        label={t(passwordLabel)}
        type="password"
        name="password"
        autoComplete="new-password"
        {...errors.bind('password', password, onPassword)}
      />
      <TextField
        label={t('accounts.field.passwordConfirm')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        {...errors.bind('passwordConfirm', confirmation, onConfirmation)}
      />
    </>
  );
}

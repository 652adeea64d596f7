/**
 * The profile (spec 2 /accounts/user/signedin/profile): the account's e-mail, changing the
 * password, signing out on every device, and deleting the account after typing its e-mail.
 * Signing out and deletion end with the shell's sign-out ('session.signOutRequested').
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { TextField, useRemote } from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';
import { AccountForm, formStyle, useFormErrors } from '../../components/AccountForm';
import { AddPasskey, usePasskeysSupported } from '../../components/PasskeyButtons';
import { NewPasswordFields, PasswordField, useNewPassword } from '../../components/AccountFields';
import { errorsOf, passwordError } from '../../components/validation';
import { changePassword, deleteAccount, signOutEverywhere } from '../../data/auth';
import { readerError } from '../../data/errors';
import type { MessageId } from '../../i18n/messages';

const sectionStyle = css`
  margin: 0 0 2rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The typed confirmation must be the account's e-mail (case and spaces aside). */
export const confirmsDeletion = (typed: string, email: string): boolean =>
  typed.trim().toLowerCase() === email.trim().toLowerCase() && email.trim() !== '';

export function ProfileSection({ email }: { email: string }) {
  const t = useT();
  const passkeys = usePasskeysSupported();
  const ids = { email: useId(), password: useId(), passkey: useId(), everywhere: useId(), remove: useId() };
  return (
    <>
      <section css={sectionStyle} aria-labelledby={ids.email}>
        <h2 id={ids.email}>{t('accounts.profile.email')}</h2>
        <dl>
          <dt>{t('accounts.field.email')}</dt>
          <dd>{email}</dd>
        </dl>
      </section>
      <section css={sectionStyle} aria-labelledby={ids.password}>
        <h2 id={ids.password}>{t('accounts.profile.changePassword')}</h2>
        <ChangePasswordForm email={email} />
      </section>
      {passkeys && (
        <section css={sectionStyle} aria-labelledby={ids.passkey}>
          <h2 id={ids.passkey}>{t('accounts.passkey.title')}</h2>
          <p>{t('accounts.passkey.lead')}</p>
          <AddPasskey />
        </section>
      )}
      <section css={sectionStyle} aria-labelledby={ids.everywhere}>
        <h2 id={ids.everywhere}>{t('accounts.profile.everywhere')}</h2>
        <p>{t('accounts.profile.everywhereLead')}</p>
        <SignOutEverywhere />
      </section>
      <section css={sectionStyle} aria-labelledby={ids.remove}>
        <h2 id={ids.remove}>{t('accounts.profile.delete')}</h2>
        <p>{t('accounts.profile.deleteLead')}</p>
        <DeleteAccountForm email={email} />
      </section>
    </>
  );
}

function ChangePasswordForm({ email }: { email: string }) {
  const t = useT();
  const { bus, services } = useRemote();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const errors = useFormErrors(['current', 'password', 'passwordConfirm']);

  async function save() {
    const found = {
      ...errorsOf({ current: passwordError(current) }),
      ...newPassword.check(),
    };
    if (!errors.check(found)) return;
    const result = await changePassword(services.api, {
      current,
      password: newPassword.password,
      passwordConfirmation: newPassword.confirmation,
    });
    if (!result.ok) return errors.fromCode(result.code);
    setCurrent('');
    newPassword.clear();
    bus.publish('toast.show', 1, { status: 'success', message: t('accounts.profile.passwordChanged') });
  }

  return (
    <AccountForm
      label={t('accounts.profile.changePassword')}
      submitLabel={t('accounts.profile.changePasswordSubmit')}
      onSubmit={save}
      errors={errors}
    >
      <input type="hidden" name="email" autoComplete="username" value={email} />
      <PasswordField
        label="accounts.field.currentPassword"
        name="current_password"
        {...errors.bind('current', current, setCurrent)}
      />
      <NewPasswordFields label="accounts.field.newPassword" value={newPassword} errors={errors} />
    </AccountForm>
  );
}

function SignOutEverywhere() {
  const t = useT();
  const { bus, services } = useRemote();
  const [error, setError] = useState<MessageId>();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const result = await signOutEverywhere(services.api);
    setBusy(false);
    // 401: this session had already ended, which is what the reader wants.
    if (result.ok || result.status === 401) {
      bus.publish('session.signOutRequested', 1, { reason: 'everywhere' });
    } else setError(readerError(result.code).message);
  }

  return (
    <div css={formStyle}>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="button" className="secondary" aria-disabled={busy || undefined} onClick={signOut}>
        {t('accounts.profile.everywhere')}
      </button>
    </div>
  );
}

function DeleteAccountForm({ email }: { email: string }) {
  const t = useT();
  const { bus, services } = useRemote();
  const [typed, setTyped] = useState('');
  const errors = useFormErrors(['email']);

  async function remove() {
    const mismatch: MessageId | undefined = confirmsDeletion(typed, email)
      ? undefined
      : 'accounts.error.confirmDelete';
    if (!errors.check(errorsOf({ email: mismatch }))) return;
    const result = await deleteAccount(services.api);
    if (!result.ok) return errors.fromCode(result.code);
    bus.publish('session.signOutRequested', 1, { reason: 'deleted' });
  }

  return (
    <AccountForm
      label={t('accounts.profile.delete')}
      submitLabel={t('accounts.profile.deleteSubmit')}
      onSubmit={remove}
      errors={errors}
      danger
    >
      <TextField
        label={t('accounts.profile.deleteConfirm')}
        type="email"
        name="confirm_email"
        autoComplete="off"
        {...errors.bind('email', typed, setTyped)}
      />
    </AccountForm>
  );
}

/**
 * Forgotten password (spec 2, 5, 8): /accounts/user/forgotpassword asks for the e-mail and the API
 * mails a link to /reset_password?reset_password_token=…; that page checks the token first (an
 * expired or used one goes to /invalid_token) and sets the new password, which signs the reader in.
 */
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'shared-contracts/router';
import { INVALID_TOKEN_PATH, safeReturnPath } from 'shared-contracts';
import { PageFrame, useFormEcho, useFormField, useRemote } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { AccountForm, useFormErrors } from '../components/AccountForm';
import { EmailField, NewPasswordFields, useNewPassword } from '../components/AccountFields';
import { emailError, errorsOf } from '../components/validation';
import { checkResetToken, confirmPasswordReset, requestPasswordReset } from '../data/auth';
import { isBadResetToken } from '../data/errors';
import { enterSession, RETURN_PARAM } from '../data/session';
import { useGo } from '../data/useGo';

const FORGOT_FORM = 'forgot-password';
const RESET_FORM = 'reset-password';

export function ForgotPasswordPage() {
  const t = useT();
  const { services } = useRemote();
  const [params] = useSearchParams();
  const echo = useFormEcho(FORGOT_FORM);
  const [email, setEmail] = useFormField(FORGOT_FORM, 'email');
  // A request sent before the scripts ran comes back here once the mail has gone.
  const [sentTo, setSentTo] = useState<string | undefined>(() =>
    echo?.outcome === 'sent' ? echo.values.email?.trim() : undefined,
  );
  const errors = useFormErrors(['email'], undefined, FORGOT_FORM);

  async function send() {
    if (!errors.check(errorsOf({ email: emailError(email) }))) return;
    const address = email.trim();
    const result = await requestPasswordReset(
      services.api,
      address,
      services.locale,
      params.get(RETURN_PARAM) ?? undefined,
    );
    if (!result.ok) return errors.fromCode(result.code);
    setSentTo(address);
  }

  return (
    <PageFrame title={t('accounts.title.forgotPassword')}>
      <p>{t('accounts.forgot.lead')}</p>
      <AccountForm
        name={FORGOT_FORM}
        label={t('accounts.title.forgotPassword')}
        submitLabel={t('accounts.forgot.submit')}
        onSubmit={send}
        errors={errors}
      >
        <EmailField {...errors.bind('email', email, setEmail)} />
      </AccountForm>
      <div role="status">{sentTo && <p>{t('accounts.forgot.sent', { email: sentTo })}</p>}</div>
    </PageFrame>
  );
}

type TokenState = 'checking' | 'good' | 'bad';

export function ResetPasswordPage() {
  const t = useT();
  const { bus, services } = useRemote();
  const [params] = useSearchParams();
  const go = useGo();
  const token = params.get('reset_password_token') ?? '';
  const [state, setState] = useState<TokenState>(token ? 'checking' : 'bad');
  const newPassword = useNewPassword(RESET_FORM);
  const errors = useFormErrors(['password', 'passwordConfirm'], undefined, RESET_FORM);

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    void checkResetToken(services.api, token, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      // Only a refused token leaves the page; a network failure shows up when the form is sent.
      setState(!result.ok && isBadResetToken(result.code) ? 'bad' : 'good');
    });
    return () => abort.abort();
  }, [services.api, token]);

  if (state === 'bad') return <Navigate to={INVALID_TOKEN_PATH} replace />;

  async function save() {
    if (!errors.check(newPassword.check())) return;
    const { password, confirmation } = newPassword;
    const result = await confirmPasswordReset(services.api, token, password, confirmation);
    if (!result.ok) {
      if (isBadResetToken(result.code)) return setState('bad');
      return errors.fromCode(result.code);
    }
    await enterSession(bus);
    bus.publish('toast.show', 1, { status: 'success', message: t('accounts.profile.passwordChanged') });
    go(safeReturnPath(result.data.redirectPath));
  }

  return (
    <PageFrame title={t('accounts.title.resetPassword')} busy={state === 'checking'}>
      <p>{t('accounts.reset.lead')}</p>
      <AccountForm
        name={RESET_FORM}
        label={t('accounts.title.resetPassword')}
        submitLabel={t('accounts.reset.submit')}
        onSubmit={save}
        errors={errors}
      >
        <NewPasswordFields label="accounts.field.newPassword" value={newPassword} errors={errors} />
      </AccountForm>
    </PageFrame>
  );
}

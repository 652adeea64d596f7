/**
 * The sign-in form (spec 2 Accounts, 4 Login, 5 validation). Errors show beside their field when
 * the form is sent and focus moves to the first wrong field; a refused sign-in says so for the
 * whole form (spec 5 'Usuário ou senha inválida'). On success the shell re-reads the session and
 * the page sends the reader on.
 */
import { FORGOT_PASSWORD_PATH, SIGN_UP_EMAIL_PATH } from 'shared-contracts';
import { Link, useLocation } from 'shared-contracts/router';
import { useFormField, useRemote } from 'shared-contracts/remote-kit';
import { useT, type MessageId } from '../i18n/messages';
import { AccountForm, useFormErrors } from './AccountForm';
import { EmailField, PasswordField } from './AccountFields';
import { validateCredentials } from './validation';
import { signIn } from '../data/auth';
import { enterSession } from '../data/session';

const FORM = 'signin';

/** The sign-in form; `initialError`: what it says before anything is sent (a failed social login). */
export function SignInForm({ initialError }: { initialError?: MessageId } = {}) {
  const t = useT();
  const { bus, services } = useRemote();
  const { search } = useLocation();
  const [email, setEmail] = useFormField(FORM, 'email');
  const [password, setPassword] = useFormField(FORM, 'password');
  const errors = useFormErrors(['email', 'password'], initialError, FORM);

  async function submit() {
    if (!errors.check(validateCredentials({ email, password }))) return;
    const result = await signIn(services.api, email, password);
    if (!result.ok) return errors.fromCode(result.code);
    if (!(await enterSession(bus))) return errors.fromCode('SESSION_INVALID');
    bus.publish('toast.show', 1, { status: 'success', message: t('accounts.signIn.done') });
  }

  return (
    <AccountForm
      name={FORM}
      label={t('accounts.title.signIn')}
      submitLabel={t('accounts.signIn.submit')}
      onSubmit={submit}
      errors={errors}
      after={
        <>
          <Link to={FORGOT_PASSWORD_PATH}>{t('accounts.signIn.forgot')}</Link>
          <Link to={`${SIGN_UP_EMAIL_PATH}${search}`}>{t('accounts.signIn.signUp')}</Link>
        </>
      }
    >
      <EmailField {...errors.bind('email', email, setEmail)} />
      <PasswordField
        label="accounts.field.password"
        name="password"
        {...errors.bind('password', password, setPassword)}
      />
    </AccountForm>
  );
}

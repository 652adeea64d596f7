/**
 * Sign-up in two steps (spec 2): the e-mail first (/accounts/user/signup-email), then the password
 * typed twice (/accounts/user/signup-password). The e-mail travels in the history entry's state,
 * so a reload keeps it; a first step sent before the scripts ran (the edge answers it) names it in
 * the second step's address instead (`?email=`); without either the second step shows the first
 * (from the server too) and takes the first's address in the browser. Sign-up
 * success goes home (spec 4), or to the remembered path; the guest's follows and likes move into
 * the account on the server.
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'shared-contracts/router';
import {
  SIGN_IN_PATH,
  SIGN_UP_EMAIL_PARAM,
  SIGN_UP_EMAIL_PATH,
  SIGN_UP_PASSWORD_PATH,
} from 'shared-contracts';
import { PageFrame, useFormEcho, useFormField, useRemote } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { AccountForm, useFormErrors } from '../components/AccountForm';
import { SocialSignIn } from '../components/SocialSignIn';
import { EmailField, NewPasswordFields, useNewPassword } from '../components/AccountFields';
import { emailError, errorsOf } from '../components/validation';
import { signUp } from '../data/auth';
import { enterSession, RETURN_PARAM, returnTarget } from '../data/session';
import { useGo } from '../data/useGo';

const emailOf = (state: unknown): string | undefined => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
};

const EMAIL_FORM = 'signup-email';
const PASSWORD_FORM = 'signup-password';

export function SignUpEmailPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useFormField(EMAIL_FORM, 'email', emailOf(state) ?? '');
  const errors = useFormErrors(['email'], undefined, EMAIL_FORM);

  function next() {
    if (!errors.check(errorsOf({ email: emailError(email) }))) return;
    navigate(`${SIGN_UP_PASSWORD_PATH}${search}`, { state: { email: email.trim() } });
  }

  return (
    <PageFrame title={t('accounts.title.signupEmail')}>
      <p>{t('accounts.signupEmail.lead')}</p>
      <AccountForm
        name={EMAIL_FORM}
        label={t('accounts.title.signupEmail')}
        submitLabel={t('accounts.signupEmail.next')}
        onSubmit={next}
        errors={errors}
        after={<Link to={`${SIGN_IN_PATH}${search}`}>{t('accounts.signupEmail.signIn')}</Link>}
      >
        <EmailField {...errors.bind('email', email, setEmail)} />
      </AccountForm>
      <SocialSignIn returnPath={returnTarget(params.get(RETURN_PARAM), '/')} />
    </PageFrame>
  );
}

/**
 * The second step without an e-mail: the first step's page, which the server sends as it is (a
 * <Navigate> renders nothing there) and the browser then shows at its own address.
 */
function BackToEmailStep() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    navigate(`${SIGN_UP_EMAIL_PATH}${search}`, { replace: true });
  }, [navigate, search]);
  return <SignUpEmailPage />;
}

export function SignUpPasswordPage() {
  const t = useT();
  const { bus, services } = useRemote();
  const { search, state } = useLocation();
  const [params] = useSearchParams();
  const go = useGo();
  const echo = useFormEcho(PASSWORD_FORM);
  const email = emailOf(state) ?? (params.get(SIGN_UP_EMAIL_PARAM) || undefined) ?? echo?.values.email;
  const newPassword = useNewPassword(PASSWORD_FORM);
  const errors = useFormErrors(['password', 'passwordConfirm'], undefined, PASSWORD_FORM);

  if (!email) return <BackToEmailStep />;

  async function create(address: string) {
    if (!errors.check(newPassword.check())) return;
    const result = await signUp(services.api, {
      email: address,
      password: newPassword.password,
      passwordConfirmation: newPassword.confirmation,
      locale: services.locale,
    });
    if (!result.ok) return errors.fromCode(result.code);
    await enterSession(bus);
    bus.publish('toast.show', 1, { status: 'success', message: t('accounts.signupPassword.done') });
    go(returnTarget(params.get(RETURN_PARAM), '/'));
  }

  return (
    <PageFrame title={t('accounts.title.signupPassword')}>
      <p>{t('accounts.signupPassword.lead', { email })}</p>
      <AccountForm
        name={PASSWORD_FORM}
        label={t('accounts.title.signupPassword')}
        submitLabel={t('accounts.signupPassword.submit')}
        onSubmit={() => create(email)}
        errors={errors}
        after={
          <Link to={`${SIGN_UP_EMAIL_PATH}${search}`} state={{ email }}>
            {t('accounts.signupPassword.changeEmail')}
          </Link>
        }
      >
        {/* Lets password managers store the new password with its account. */}
        <input type="hidden" name="email" autoComplete="username" value={email} />
        <NewPasswordFields label="accounts.field.password" value={newPassword} errors={errors} />
      </AccountForm>
    </PageFrame>
  );
}

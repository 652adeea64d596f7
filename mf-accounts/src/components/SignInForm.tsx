/**
 * The sign-in form (spec 2 Accounts, 5 validation). Errors show under their field when the form
 * is sent, and focus moves to the first wrong field. Until the accounts API exists a valid form
 * only tells the reader that signing in is not available yet.
 */
import { css } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useRemote, palette } from 'shared-contracts/remote-kit';
import { TextField } from './TextField';
import { useT } from '../i18n/messages';
import { validateCredentials, type CredentialErrors } from './validation';

const formStyle = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 24rem;
  button {
    min-height: 44px;
    font: inherit;
    font-weight: 600;
    color: #ffffff;
    background: ${palette.link};
    border: 0;
    border-radius: 6px;
    cursor: pointer;
  }
`;

export function SignInForm() {
  const t = useT();
  const { bus } = useRemote();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCredentials({ email, password });
    setErrors(found);
    if (found.email) return emailInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    bus.publish('toast.show', 1, { status: 'error', message: t('accounts.signIn.unavailable') });
  }

  return (
    <form css={formStyle} onSubmit={signIn} noValidate aria-label={t('accounts.title.signIn')}>
      <TextField
        ref={emailInput}
        label={t('accounts.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors.email && t(errors.email)}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors(({ email: _, ...rest }) => rest);
        }}
      />
      <TextField
        ref={passwordInput}
        label={t('accounts.field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password && t(errors.password)}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors(({ password: _, ...rest }) => rest);
        }}
      />
      <button type="submit">{t('accounts.signIn.submit')}</button>
      <Link to="/accounts/user/forgotpassword">{t('accounts.signIn.forgot')}</Link>
      <Link to="/accounts/user/signup-email">{t('accounts.signIn.signUp')}</Link>
    </form>
  );
}

/**
 * Inner routing of the accounts remote. ROUTES gives mf-accounts '/accounts/*', '/reset_password'
 * and '/invalid_token'; every account page of spec 2 has its own entry, anything else under
 * /accounts is a not-found.
 */
import {
  FORGOT_PASSWORD_PATH,
  INVALID_TOKEN_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
  SIGN_UP_EMAIL_PATH,
  SIGN_UP_PASSWORD_PATH,
  SIGNED_IN_PATH,
  SIGNED_OUT_PATH,
} from 'shared-contracts';
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { InvalidTokenPage, NotFoundPage, SignedOutPage } from './InfoPages';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordPages';
import { SignedInPage } from './SignedInPage';
import { SignInPage } from './SignInPage';
import { SignUpEmailPage, SignUpPasswordPage } from './SignUpPages';

export function AccountsRouteTable() {
  return (
    <Routes>
      <Route path={SIGN_IN_PATH} element={<SignInPage />} />
      <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPasswordPage />} />
      <Route path={SIGNED_IN_PATH} element={<SignedInPage />} />
      <Route path={`${SIGNED_IN_PATH}/*`} element={<SignedInPage />} />
      <Route path={SIGNED_OUT_PATH} element={<SignedOutPage />} />
      <Route path={SIGN_UP_EMAIL_PATH} element={<SignUpEmailPage />} />
      <Route path={SIGN_UP_PASSWORD_PATH} element={<SignUpPasswordPage />} />
      <Route path={RESET_PASSWORD_PATH} element={<ResetPasswordPage />} />
      <Route path={INVALID_TOKEN_PATH} element={<InvalidTokenPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function AccountsRoutes() {
  return (
    <BrowserRouter>
      <AccountsRouteTable />
    </BrowserRouter>
  );
}

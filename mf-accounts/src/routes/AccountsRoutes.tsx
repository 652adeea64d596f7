/**
 * Inner routing of the accounts remote. ROUTES gives mf-accounts '/accounts/*', '/reset_password'
 * and '/invalid_token'; every account page of spec 2 has its own entry, anything else under
 * /accounts is a not-found.
 */
import { BrowserRouter, Route, Routes } from 'shared-contracts/router';
import { InvalidTokenPage, NotFoundPage, SignedOutPage } from './InfoPages';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordPages';
import { SignedInPage } from './SignedInPage';
import { SignInPage } from './SignInPage';
import { SignUpEmailPage, SignUpPasswordPage } from './SignUpPages';

export function AccountsRouteTable() {
  return (
    <Routes>
      <Route path="/accounts/user" element={<SignInPage />} />
      <Route path="/accounts/user/forgotpassword" element={<ForgotPasswordPage />} />
      <Route path="/accounts/user/signedin" element={<SignedInPage />} />
      <Route path="/accounts/user/signedin/*" element={<SignedInPage />} />
      <Route path="/accounts/user/signedout" element={<SignedOutPage />} />
      <Route path="/accounts/user/signup-email" element={<SignUpEmailPage />} />
      <Route path="/accounts/user/signup-password" element={<SignUpPasswordPage />} />
      <Route path="/reset_password" element={<ResetPasswordPage />} />
      <Route path="/invalid_token" element={<InvalidTokenPage />} />
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

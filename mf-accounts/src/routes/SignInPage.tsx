import { Navigate } from 'react-router';
import { PageFrame, useSession } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { SignInForm } from '../components/SignInForm';

/** /accounts/user: the sign-in page; a signed-in reader goes to the profile instead (spec 4). */
export function SignInPage() {
  const t = useT();
  const { signedIn } = useSession();
  if (signedIn) return <Navigate to="/accounts/user/signedin/profile" replace />;
  return (
    <PageFrame title={t('accounts.title.signIn')}>
      <SignInForm />
    </PageFrame>
  );
}

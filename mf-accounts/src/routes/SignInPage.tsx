import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'shared-contracts/router';
import { PageFrame, useRemote, useSession } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { PasskeySignIn } from '../components/PasskeyButtons';
import { SignInForm } from '../components/SignInForm';
import { SocialSignIn } from '../components/SocialSignIn';
import { socialLoginError } from '../data/errors';
import { enterSession, RETURN_PARAM, returnTarget } from '../data/session';
import { useGo } from '../data/useGo';

/**
 * /accounts/user: the sign-in page. A signed-in reader goes on (spec 4): to the remembered path
 * (`?redirect=`, only when safe, else home) or, with none, to the profile. `?login=1` is the login
 * callback: the session cookie was just set elsewhere, so the shell reads the session first.
 */
export function SignInPage() {
  const t = useT();
  const { bus } = useRemote();
  const { signedIn } = useSession();
  const [params] = useSearchParams();
  const callback = params.get('login') === '1';
  const [checking, setChecking] = useState(callback);
  const target = returnTarget(params.get(RETURN_PARAM));
  // A social login that failed comes back here with the API's error code.
  const socialError = params.get('error');
  const go = useGo();

  useEffect(() => {
    if (!callback) return;
    let live = true;
    void enterSession(bus).then(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [bus, callback]);

  const insideRemote = target.startsWith('/accounts/');
  useEffect(() => {
    if (signedIn && !insideRemote) go(target);
  }, [signedIn, insideRemote, go, target]);

  if (signedIn) return insideRemote ? <Navigate to={target} replace /> : null;
  return (
    <PageFrame title={t('accounts.title.signIn')} busy={checking}>
      {checking ? (
        <p role="status">{t('accounts.signIn.callback')}</p>
      ) : (
        <>
          <SignInForm initialError={socialError ? socialLoginError(socialError) : undefined} />
          <PasskeySignIn />
          <SocialSignIn returnPath={target} />
        </>
      )}
    </PageFrame>
  );
}

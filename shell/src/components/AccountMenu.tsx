/**
 * The header's account corner (spec 2 "Header"): the signed-in reader's drop-down (UserMenu), or a
 * sign-in link that remembers the page it was followed from, so that signing in comes back to it
 * (spec 4; the sign-in page accepts it only when safe, spec 5). From home and from the account
 * pages themselves the link carries nothing: signing in then opens the account page.
 */
import { Link, useLocation } from 'shared-contracts/router';
import { pageRememberingHere, SIGN_IN_PATH, type Session } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { iconButtonStyle } from './headerStyles';
import { UserMenu } from './UserMenu';

/** The sign-in link seen from `pathname` + `search` (shared-contracts account-paths.ts). */
export const signInLink = (pathname: string, search: string): string =>
  pageRememberingHere(SIGN_IN_PATH, pathname + search);

export interface AccountMenuProps {
  readonly session: Session;
  readonly onSignOut: () => void;
}

export function AccountMenu({ session, onSignOut }: AccountMenuProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (session.signedIn) return <UserMenu email={session.email} onSignOut={onSignOut} />;
  return (
    <Link to={signInLink(pathname, search)} css={iconButtonStyle}>
      {t('header.signIn')}
    </Link>
  );
}

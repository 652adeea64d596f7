import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from 'shared-contracts';
import { Link, useSearchParams } from 'shared-contracts/router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/messages';

/** Why the shell signed the reader out (`?reason=`, 'session.signOutRequested'), when it says more. */
const REASONS = {
  everywhere: 'accounts.signedOut.everywhere',
  deleted: 'accounts.profile.deleted',
  expired: 'accounts.error.sessionExpired',
} as const satisfies Record<string, MessageId>;

/** /accounts/user/signedout: where a reader lands after signing out or a forced sign-out (spec 4). */
export function SignedOutPage() {
  const t = useT();
  const reason = useSearchParams()[0].get('reason') ?? '';
  const said: MessageId | undefined = Object.hasOwn(REASONS, reason)
    ? REASONS[reason as keyof typeof REASONS]
    : undefined;
  return (
    <PageFrame title={t('accounts.title.signedOut')}>
      {said && <p role="status">{t(said)}</p>}
      <p>{t('accounts.signedOut.lead')}</p>
      <p>
        <Link to={SIGN_IN_PATH}>{t('accounts.signIn.submit')}</Link>
      </p>
      <p>
        <Link to="/">{t('accounts.home')}</Link>
      </p>
    </PageFrame>
  );
}

/** /invalid_token: an expired password-change link (spec 8), with a way to ask for a new one. */
export function InvalidTokenPage() {
  const t = useT();
  return (
    <PageFrame title={t('accounts.title.invalidToken')}>
      <EmptyState action={<Link to={FORGOT_PASSWORD_PATH}>{t('accounts.invalidToken.resend')}</Link>}>
        {t('accounts.invalidToken.message')}
      </EmptyState>
    </PageFrame>
  );
}

/** A path under /accounts that names no page. */
export function NotFoundPage() {
  const t = useT();
  return (
    <PageFrame title={t('accounts.title.notFound')}>
      <EmptyState action={<Link to="/">{t('accounts.home')}</Link>}>{t('accounts.notFound.body')}</EmptyState>
    </PageFrame>
  );
}

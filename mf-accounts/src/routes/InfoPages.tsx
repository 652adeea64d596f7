import { Link } from 'react-router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/messages';

const INFO_PAGES = {
  forgotPassword: { title: 'accounts.title.forgotPassword', lead: 'accounts.forgot.lead' },
  signupEmail: { title: 'accounts.title.signupEmail', lead: 'accounts.signupEmail.lead' },
  signupPassword: { title: 'accounts.title.signupPassword', lead: 'accounts.signupPassword.lead' },
  resetPassword: { title: 'accounts.title.resetPassword', lead: 'accounts.reset.lead' },
} as const satisfies Record<string, { title: MessageId; lead: MessageId }>;

/**
 * The frame of an account page whose form arrives with the accounts API (forgot password,
 * sign-up by e-mail, sign-up password, reset password): title, purpose, and the not-yet state.
 */
export function InfoPage({ page }: { page: keyof typeof INFO_PAGES }) {
  const t = useT();
  const { title, lead } = INFO_PAGES[page];
  return (
    <PageFrame title={t(title)}>
      <p>{t(lead)}</p>
      <EmptyState>{t('accounts.comingSoon')}</EmptyState>
    </PageFrame>
  );
}

/** /accounts/user/signedout: where a reader lands after signing out or a forced sign-out (spec 4). */
export function SignedOutPage() {
  const t = useT();
  return (
    <PageFrame title={t('accounts.title.signedOut')}>
      <p>{t('accounts.signedOut.lead')}</p>
      <p>
        <Link to="/accounts/user">{t('accounts.signIn.submit')}</Link>
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
      <EmptyState
        action={<Link to="/accounts/user/forgotpassword">{t('accounts.invalidToken.resend')}</Link>}
      >
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

import { css } from '@emotion/react';
import { Link, useParams } from 'react-router';
import { EmptyState, PageFrame, palette, useSession } from 'shared-contracts/remote-kit';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/messages';

const SECTIONS = {
  profile: { label: 'accounts.signedIn.profile', empty: 'accounts.comingSoon' },
  entities: { label: 'accounts.signedIn.entities', empty: 'accounts.signedIn.emptyEntities' },
} as const satisfies Record<string, { label: MessageId; empty: MessageId }>;
/** The saved (read-later) page is the news remote's (shared-contracts routes): only a link here. */
const SAVED = { path: '/accounts/user/signedin/saved', label: 'accounts.signedIn.saved' } as const;
type Section = keyof typeof SECTIONS;
const isSection = (value: string): value is Section => Object.hasOwn(SECTIONS, value);

const navStyle = css`
  ul {
    display: flex;
    gap: 1rem;
    margin: 0 0 1.5rem;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 44px;
    padding: 0.75rem 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    color: ${palette.text};
  }
`;

/**
 * /accounts/user/signedin and its profile, entities and saved sections (spec 2). A reader who is
 * not signed in is offered the sign-in page.
 */
export function SignedInPage() {
  const t = useT();
  const session = useSession();
  const rest = useParams()['*'] ?? '';
  const section: Section = isSection(rest) ? rest : 'profile';

  if (!session.signedIn) {
    return (
      <PageFrame title={t('accounts.title.signedIn')}>
        <EmptyState action={<Link to="/accounts/user">{t('accounts.signIn.submit')}</Link>}>
          {t('accounts.signedIn.notSignedIn')}
        </EmptyState>
      </PageFrame>
    );
  }

  const name = session.email?.split('@')[0];
  const nav = (
    <nav aria-label={t('accounts.signedIn.sections')} css={navStyle}>
      <ul>
        {(Object.keys(SECTIONS) as Section[]).map((key) => (
          <li key={key}>
            <Link to={`/accounts/user/signedin/${key}`} aria-current={key === section ? 'page' : undefined}>
              {t(SECTIONS[key].label)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={SAVED.path}>{t(SAVED.label)}</Link>
        </li>
      </ul>
    </nav>
  );
  return (
    <PageFrame title={t('accounts.title.signedIn')} nav={nav}>
      {name && <p>{t('accounts.signedIn.greeting', { name })}</p>}
      <EmptyState>{t(SECTIONS[section].empty)}</EmptyState>
    </PageFrame>
  );
}

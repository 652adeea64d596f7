/**
 * /accounts/user/signedin and its profile and entities sections (spec 2); the saved (read-later)
 * section is the news remote's page, linked from the same navigation. A reader who is not signed
 * in is offered the sign-in page, which comes back here afterwards. The server renders the page's
 * frame (its title, and the section loading) for every reader alike: who is signed in is known in
 * the browser, once hydrated.
 */
import { css } from '@emotion/react';
import { Link, useLocation, useParams } from 'shared-contracts/router';
import {
  EmptyState,
  NavigateLink,
  PageFrame,
  palette,
  Skeleton,
  useHydrated,
  useSession,
  plainList,
} from 'shared-contracts/remote-kit';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/messages';
import { SAVED_STORIES_PATH, SIGNED_IN_PATH, signInReturningTo } from 'shared-contracts';
import { EntitiesSection } from './signedin/EntitiesSection';
import { ProfileSection } from './signedin/ProfileSection';
import { NotFoundPage } from './InfoPages';

const SECTIONS = {
  '': { title: 'accounts.title.signedIn', label: 'accounts.title.signedIn' },
  profile: { title: 'accounts.title.profile', label: 'accounts.signedIn.profile' },
  entities: { title: 'accounts.title.entities', label: 'accounts.signedIn.entities' },
} as const satisfies Record<string, { title: MessageId; label: MessageId }>;
type Section = keyof typeof SECTIONS;
const isSection = (value: string): value is Section => Object.hasOwn(SECTIONS, value);
const LINKED: readonly Exclude<Section, ''>[] = ['profile', 'entities'];

const navStyle = css`
  ul {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    margin: 0 0 1.5rem;
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

export function SignedInPage() {
  const t = useT();
  const session = useSession();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (!isSection(rest)) return <NotFoundPage />;
  const section = SECTIONS[rest];

  if (!hydrated) {
    return (
      <PageFrame title={t(section.title)} busy>
        <Skeleton label={t('accounts.signedIn.loading')} lines={3} height="8rem" />
      </PageFrame>
    );
  }

  if (!session.signedIn) {
    return (
      <PageFrame title={t(section.title)}>
        <EmptyState action={<Link to={signInReturningTo(pathname)}>{t('accounts.signIn.submit')}</Link>}>
          {t('accounts.signedIn.notSignedIn')}
        </EmptyState>
      </PageFrame>
    );
  }

  const email = session.email ?? '';
  const nav = (
    <nav aria-label={t('accounts.signedIn.sections')} css={navStyle}>
      <ul>
        {LINKED.map((key) => (
          <li key={key}>
            <Link to={`${SIGNED_IN_PATH}/${key}`} aria-current={key === rest ? 'page' : undefined}>
              {t(SECTIONS[key].label)}
            </Link>
          </li>
        ))}
        <li>
          <NavigateLink to={SAVED_STORIES_PATH}>{t('accounts.signedIn.saved')}</NavigateLink>
        </li>
      </ul>
    </nav>
  );
  return (
    <PageFrame title={t(section.title)} nav={nav}>
      {rest === '' && <p>{t('accounts.signedIn.greeting', { name: email.split('@')[0] ?? '' })}</p>}
      {rest === 'profile' && <ProfileSection email={email} />}
      {rest === 'entities' && <EntitiesSection />}
    </PageFrame>
  );
}

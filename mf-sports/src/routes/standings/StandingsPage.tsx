import { css } from '@emotion/react';
import { Link, useParams, useSearchParams } from 'shared-contracts/router';
import { EmptyState, PageFrame, useRemote } from 'shared-contracts/remote-kit';
import type { Profile } from 'shared-contracts';
import { menuLeagues, type LeagueRef } from '../../data/leagues';
import { standingsPath } from '../../data/paths';
import { FollowButton } from '../../components/FollowButton';
import { SportsLayout } from '../../components/SportsLayout';
import { StandingsRegion } from '../../components/StandingsRegion';
import { useT } from '../../i18n/messages';

const headerStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0 0 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** The league's name and the follow button above its table (spec 4 "Follow" from sports pages). */
export function LeagueHeader({ league }: { league: Pick<Profile, 'id' | 'context' | 'name'> }) {
  return (
    <div css={headerStyle}>
      <h2>{league.name}</h2>
      <FollowButton profile={{ id: league.id, context: league.context, name: league.name }} />
    </div>
  );
}

/** Without a league: the menu's leagues, each linking to its table (or to `pathFor`'s page). */
export function LeagueChooser({
  message,
  pathFor = standingsPath,
}: {
  message: string;
  pathFor?: (league: LeagueRef) => string;
}) {
  const { config } = useRemote().services;
  const leagues = menuLeagues(config);
  return (
    <EmptyState
      action={
        <span
          css={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.5rem 1rem', justifyContent: 'center' }}
        >
          {leagues.map((league) => (
            <Link key={league.id} to={pathFor(league)}>
              {league.name}
            </Link>
          ))}
        </span>
      }
    >
      {message}
    </EmptyState>
  );
}

/** /sports/standings/{name?}/{id} (spec 2 "Sports"): the league's table; ?season= picks a season. */
export function StandingsPage() {
  const t = useT();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { config } = useRemote().services;
  const season = search.get('season') ?? undefined;
  const league = id ? (menuLeagues(config).find((l) => l.id === id) ?? { id, name: id }) : undefined;
  return (
    <SportsLayout active="standings" league={league}>
      <PageFrame title={t('standings.title')}>
        {id ? (
          <StandingsRegion
            leagueId={id}
            season={season}
            header={(profile) => <LeagueHeader league={profile} />}
          />
        ) : (
          <LeagueChooser message={t('standings.choose')} />
        )}
      </PageFrame>
    </SportsLayout>
  );
}

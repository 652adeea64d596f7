import { useParams } from 'shared-contracts/router';
import { EmptyState, PageFrame, Skeleton, useRemote } from 'shared-contracts/remote-kit';
import { leagueFeedPath } from '../../data/paths';
import { menuLeagues, type LeagueRef } from '../../data/leagues';
import { SportsLayout } from '../../components/SportsLayout';
import { LeagueChooser, LeagueHeader } from '../standings/StandingsPage';
import { NewsList } from './NewsList';
import { useLeagueNews } from './useLeagueNews';
import { useT } from '../../i18n/messages';

/** /sports/feed/{name?}/{id} (spec 2 "Sports", the News tab): a league's news with paging. */
export function LeagueNewsPage() {
  const t = useT();
  const { id } = useParams();
  const { config } = useRemote().services;
  const league: LeagueRef | undefined = id
    ? (menuLeagues(config).find((l) => l.id === id) ?? { id, name: id })
    : undefined;
  const title = league ? t('news.title.league', { league: league.name }) : t('news.title');
  return (
    <SportsLayout active="news" league={league}>
      <PageFrame title={title}>
        {league ? (
          <LeagueNews league={league} />
        ) : (
          <LeagueChooser message={t('news.choose')} pathFor={leagueFeedPath} />
        )}
      </PageFrame>
    </SportsLayout>
  );
}

function LeagueNews({ league }: { league: LeagueRef }) {
  const t = useT();
  const news = useLeagueNews(league.id);
  if (news.status === 'loading') return <Skeleton label={t('sports.loading')} />;
  if (news.status === 'failed') return <EmptyState>{t('news.error')}</EmptyState>;
  return (
    <>
      <LeagueHeader league={{ id: league.id, context: 'leagues', name: league.name }} />
      {news.articles.length === 0 ? (
        <EmptyState>{t('news.empty')}</EmptyState>
      ) : (
        <NewsList news={news} label={t('news.list', { league: league.name })} />
      )}
    </>
  );
}

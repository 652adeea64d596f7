import type { SportingEvent } from 'shared-contracts';
import { EmptyState, Skeleton, type Load } from 'shared-contracts/remote-kit';
import { LeagueGroups } from '../../components/LeagueGroups';
import { showsLive } from '../../data/events';
import type { ScoresMode } from 'shared-contracts';
import { useT } from '../../i18n/messages';

/** The games of a scores view, or its loading, error and empty states (spec 8 "Empty lists"). */
export function ScoresContent({ load, mode }: { load: Load<readonly SportingEvent[]>; mode: ScoresMode }) {
  const t = useT();
  if (load.status === 'loading') return <Skeleton label={t('sports.loading')} />;
  if (load.status === 'failed') return <EmptyState>{t('sports.error')}</EmptyState>;
  if (load.data.length === 0)
    return <EmptyState>{t(showsLive(mode) ? 'sports.empty.noLive' : 'sports.empty.noGames')}</EmptyState>;
  return <LeagueGroups events={load.data} />;
}

/**
 * The reader's followed leagues' games (/favorites/.../myscores and /scores): which leagues is the
 * reader's own, known in the browser. The server renders the page's frame (its title, the games
 * loading), every reader's alike; the browser then shows the reader's games.
 */
import { PageFrame, Skeleton, useHydrated } from 'shared-contracts/remote-kit';
import { SportsLayout } from '../../components/SportsLayout';
import { ScoresPage } from './ScoresPage';
import { useT } from '../../i18n/messages';

export function FollowedScoresPage() {
  const t = useT();
  if (useHydrated()) return <ScoresPage followed />;
  return (
    <SportsLayout active="scores">
      <PageFrame title={t('scores.title.followed')} busy>
        <Skeleton label={t('sports.loading')} height="24rem" lines={8} />
      </PageFrame>
    </SportsLayout>
  );
}

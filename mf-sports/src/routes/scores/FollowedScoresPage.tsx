/**
 * The reader's followed leagues' games (/favorites/.../myscores and /scores): which leagues is the
 * reader's own, known in the browser. The server renders the page's frame (its title, the games
 * loading), every reader's alike; the browser then shows the reader's games.
 */
import { useIntl } from 'react-intl';
import { PageFrame, Skeleton, useHydrated } from 'shared-contracts/remote-kit';
import { SportsLayout } from '../../components/SportsLayout';
import { ScoresPage } from './ScoresPage';

export function FollowedScoresPage() {
  const intl = useIntl();
  if (useHydrated()) return <ScoresPage followed />;
  return (
    <SportsLayout active="scores">
      <PageFrame title={intl.formatMessage({ id: 'scores.title.followed' })} busy>
        <Skeleton label={intl.formatMessage({ id: 'sports.loading' })} height="24rem" lines={8} />
      </PageFrame>
    </SportsLayout>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import { SportsLayout } from '../../components/SportsLayout';

/**
 * A scores URL whose date is no calendar day (/sports/scores/2026-13-45): said plainly, with the way
 * back to today's games, and nothing asked of the API (spec 9: score dates are YYYY-MM-DD).
 */
export function InvalidDate({ value, todayPath }: { value: string; todayPath: string }) {
  const intl = useIntl();
  return (
    <SportsLayout active="scores">
      <PageFrame title={intl.formatMessage({ id: 'scores.title' })}>
        <EmptyState
          action={<Link to={todayPath}>{intl.formatMessage({ id: 'scores.invalidDate.today' })}</Link>}
        >
          {intl.formatMessage({ id: 'scores.invalidDate' }, { date: value })}
        </EmptyState>
      </PageFrame>
    </SportsLayout>
  );
}

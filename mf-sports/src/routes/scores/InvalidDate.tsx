import { Link } from 'shared-contracts/router';
import { EmptyState, PageFrame } from 'shared-contracts/remote-kit';
import { SportsLayout } from '../../components/SportsLayout';
import { useT } from '../../i18n/messages';

/**
 * A scores URL whose date is no calendar day (/sports/scores/2026-13-45): said plainly, with the way
 * back to today's games, and nothing asked of the API (spec 9: score dates are YYYY-MM-DD).
 */
export function InvalidDate({ value, todayPath }: { value: string; todayPath: string }) {
  const t = useT();
  return (
    <SportsLayout active="scores">
      <PageFrame title={t('scores.title')}>
        <EmptyState action={<Link to={todayPath}>{t('scores.invalidDate.today')}</Link>}>
          {t('scores.invalidDate', { date: value })}
        </EmptyState>
      </PageFrame>
    </SportsLayout>
  );
}

import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageFrame, palette } from 'shared-contracts/remote-kit';
import { ProgressRing } from '../components/ProgressRing';
import { useT } from '../i18n/messages';
import { ARTICLES_REQUIRED, BONUS_MEGABYTES, NO_PROGRESS } from '../data/programme';

const progressStyle = css`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin: 1.5rem 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${palette.muted};
  }
`;

const ctaStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1.25rem;
  margin-top: 1.5rem;
  font-weight: 600;
  color: #ffffff !important;
  background: ${palette.link};
  border-radius: 6px;
  text-decoration: none;
`;

/**
 * /jej: the landing of the data-bonus campaign (spec 1, 9). Campaign parameters (clickid,
 * aff_click_id, utm_campaign) and counting arrive with the rewards issue.
 */
export function CampaignPage() {
  const t = useT();
  const progressId = useId();
  const progress = NO_PROGRESS;
  const values = { megabytes: BONUS_MEGABYTES, required: ARTICLES_REQUIRED, read: progress.read };
  return (
    <PageFrame title={t('rewards.title', values)}>
      <p>{t('rewards.lead', values)}</p>
      <section aria-labelledby={progressId} css={progressStyle}>
        <ProgressRing percent={progress.percent} size={56} />
        <div>
          <h2 id={progressId}>{t('rewards.progressLabel')}</h2>
          <p>{t('rewards.progress', values)}</p>
        </div>
      </section>
      {progress.read === 0 && <EmptyState>{t('rewards.empty')}</EmptyState>}
      <Link to="/" css={ctaStyle}>
        {t('rewards.startReading')}
      </Link>
    </PageFrame>
  );
}

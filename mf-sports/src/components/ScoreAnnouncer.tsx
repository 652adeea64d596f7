import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from 'shared-contracts/remote-kit';
import type { ScoreChange } from '../data/mergeScores';
import { statusText } from './EventRow';
import { useT, type T } from '../i18n/messages';

/** At most one announcement per this interval; the newest changes win (no flooding). */
const ANNOUNCE_EVERY_MS = 5000;
const MAX_PER_ANNOUNCEMENT = 3;

function describe(t: T, { kind, event }: ScoreChange): string {
  const home = event.scores.find((s) => s.position === 'home');
  const away = event.scores.find((s) => s.position === 'away');
  const names = { home: home?.team.name ?? '', away: away?.team.name ?? '' };
  if (kind === 'score')
    return t('scores.announce.score', { ...names, homeScore: home?.value ?? 0, awayScore: away?.value ?? 0 });
  return t('scores.announce.status', { ...names, status: statusText(t, event.status) });
}

/**
 * Announces score and status changes politely (issue item 3, WCAG 4.1.3). Changes are batched:
 * several goals within a few seconds become one message of at most three games.
 */
export function ScoreAnnouncer({ changes }: { changes: readonly ScoreChange[] }) {
  const t = useT();
  const [text, setText] = useState('');
  const pending = useRef<ScoreChange[]>([]);
  const seen = useRef(changes);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const fresh = changes.filter((change) => !seen.current.includes(change));
    seen.current = changes;
    if (fresh.length === 0) return;
    pending.current.push(...fresh);
    if (timer.current !== undefined) return;
    const flush = () => {
      const batch = pending.current.splice(0).slice(-MAX_PER_ANNOUNCEMENT);
      timer.current = batch.length > 0 ? setTimeout(flush, ANNOUNCE_EVERY_MS) : undefined;
      if (batch.length > 0) setText(batch.map((change) => describe(t, change)).join('. '));
    };
    flush();
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div aria-live="polite" aria-atomic="true" css={visuallyHidden} data-testid="score-announcer">
      {text}
    </div>
  );
}

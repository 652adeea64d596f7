import { ScoresPage } from './scores/ScoresPage';

/** The sports landing (/sports, /esportes): today's scores of every league (spec 2). */
export function SportsPage() {
  return <ScoresPage path="" />;
}

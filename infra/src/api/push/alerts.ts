/**
 * Which alerts a score change makes (issue "push alerts" 4, 5): kick-off, each goal and full time
 * of a game, worded per language; and the breaking-news alert of a followed profile. Each alert has
 * a key that, with the device and its kind, is sent at most once (a repeated change, another
 * instance publishing the same change, an hour's second story). Pure: no I/O.
 */
import { eventPath, type Locale, type SportingEvent } from 'shared-contracts';

export type AlertKind = 'kickoff' | 'goal' | 'final' | 'news';

/** The push message contract (docs/contracts.md "Push message"). */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag?: string;
  readonly icon?: string;
}

export interface Alert {
  readonly kind: AlertKind;
  /** With the device and the kind, what makes an alert unique. */
  readonly key: string;
  /** The profiles whose followers (bell on) get it: the teams and the league. */
  readonly profiles: readonly { readonly context: string; readonly id: string }[];
  readonly message: Readonly<Record<Locale, PushMessage>>;
}

type GameState = Pick<SportingEvent, 'id' | 'name' | 'status' | 'scores' | 'league'>;

const teamOf = (event: GameState, position: 'home' | 'away') =>
  event.scores.find((score) => score.position === position);
const nameOf = (event: GameState, position: 'home' | 'away') => {
  const team = teamOf(event, position)?.team;
  return team?.short_name || team?.name || '';
};
const goalsOf = (event: GameState, position: 'home' | 'away') => teamOf(event, position)?.value ?? 0;

const scoreLine = (event: GameState) =>
  `${nameOf(event, 'home')} ${goalsOf(event, 'home')} x ${goalsOf(event, 'away')} ${nameOf(event, 'away')}`;
const minuteOf = (event: GameState) => (event.status.minute === null ? '' : `, ${event.status.minute}'`);

const TEXTS: Record<Locale, { goal: (team: string) => string; kickoff: string; final: string }> = {
  pt: { goal: (team) => `Gol do ${team}!`, kickoff: 'Começou o jogo', final: 'Fim de jogo' },
  en: { goal: (team) => `${team} score!`, kickoff: 'Kick-off', final: 'Full time' },
  es: { goal: (team) => `¡Gol de ${team}!`, kickoff: 'Empezó el partido', final: 'Final del partido' },
};

const LOCALES: readonly Locale[] = ['pt', 'en', 'es'];

function gameAlert(
  kind: Exclude<AlertKind, 'news'>,
  key: string,
  event: GameState,
  words: (locale: Locale) => { title: string; body: string },
): Alert {
  const url = eventPath(event);
  const icon = event.league.photo.thumbnail ?? undefined;
  const message = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { ...words(locale), url, tag: `event-${event.id}`, ...(icon ? { icon } : {}) },
    ]),
  ) as Record<Locale, PushMessage>;
  const profiles = [
    ...(['home', 'away'] as const).flatMap((position) => {
      const team = teamOf(event, position)?.team;
      return team ? [{ context: 'teams', id: team.id }] : [];
    }),
    { context: 'leagues', id: event.league.id },
  ];
  return { kind, key, profiles, message };
}

/**
 * The alerts between two states of one game; none without a previous state (a server that starts
 * mid-game does not announce what it did not see happen).
 */
export function gameAlerts(previous: GameState | undefined, next: GameState): Alert[] {
  if (!previous || previous.id !== next.id) return [];
  const alerts: Alert[] = [];
  const was = previous.status.status;
  const is = next.status.status;
  if (is === 'playing' && was !== 'playing' && was !== 'final') {
    alerts.push(
      gameAlert('kickoff', `${next.id}:kickoff`, next, (locale) => ({
        title: `${TEXTS[locale].kickoff}: ${nameOf(next, 'home')} x ${nameOf(next, 'away')}`,
        body: next.league.name,
      })),
    );
  }
  for (const position of ['home', 'away'] as const) {
    const before = goalsOf(previous, position);
    const after = goalsOf(next, position);
    // One alert per goal, keyed by the score it made: a replayed change sends nothing more.
    for (let goals = before + 1; goals <= after && goals - before <= 5; goals++) {
      const home = position === 'home' ? goals : goalsOf(previous, 'home');
      const away = position === 'away' ? goals : goalsOf(previous, 'away');
      alerts.push(
        gameAlert('goal', `${next.id}:goal:${home}-${away}`, next, (locale) => ({
          title: TEXTS[locale].goal(nameOf(next, position)),
          body: `${scoreLine(next)}${minuteOf(next)}`,
        })),
      );
    }
  }
  if (is === 'final' && was === 'playing') {
    alerts.push(
      gameAlert('final', `${next.id}:final`, next, (locale) => ({
        title: `${TEXTS[locale].final}: ${scoreLine(next)}`,
        body: next.league.name,
      })),
    );
  }
  return alerts;
}

const NEWS_TITLE: Record<Locale, (profile: string) => string> = {
  pt: (profile) => `Últimas: ${profile}`,
  en: (profile) => `Breaking: ${profile}`,
  es: (profile) => `Última hora: ${profile}`,
};

/**
 * A followed profile's breaking-news alert: its key names the hour, so a profile's followers get
 * at most one an hour.
 */
export function newsAlert(
  profile: { readonly context: string; readonly id: string; readonly name: string },
  story: { readonly title: string; readonly path: string },
  at: Date,
): Alert {
  const hour = at.toISOString().slice(0, 13);
  const message = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        title: NEWS_TITLE[locale](profile.name),
        body: story.title,
        url: story.path,
        tag: `news-${profile.context}-${profile.id}`,
      },
    ]),
  ) as Record<Locale, PushMessage>;
  return {
    kind: 'news',
    key: `${profile.context}:${profile.id}:${hour}`,
    profiles: [{ context: profile.context, id: profile.id }],
    message,
  };
}

/**
 * A sporting event row to spec 3's SportingEvent. Pure: the live state (live/simulator.ts) and the
 * pictures (eventImages) are worked out first and handed in; queries.ts composes the three.
 */
import { articlePath, type SportingEvent } from 'shared-contracts';
import { imageUrl } from '../../media/image-url';
import { photoOf } from '../content/profile';
import { stateVersion, type LiveState } from './live/simulator';
import type { EventRow, LeagueScope } from './model';

/** Spec 3: the event types of the URL sporting_events/{type}/{id}; every event here is football. */
export const EVENT_TYPES: ReadonlySet<string> = new Set(['soccer', 'football', 'sporting_events']);

/** The statuses of a game in play (what context=live lists). */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['playing', 'interrupted']);

export interface EventImages {
  /** The teams' crests. */
  readonly home: string | null;
  readonly away: string | null;
  /** Spec 2 "Event detail pages": the share image is the league picture, 400x400. */
  readonly league: string;
}

export function eventImages(row: Pick<EventRow, 'home_id' | 'away_id' | 'league_id'>): EventImages {
  return {
    home: photoOf('teams', row.home_id),
    away: photoOf('teams', row.away_id),
    league: imageUrl('league', row.league_id, 400, { height: 400 }),
  };
}

const STATUS_PT: Record<string, string> = {
  final: 'encerrado',
  playing: 'ao vivo',
  upcoming: 'em breve',
  fixture: 'agendado',
  walkover: 'W.O.',
  interrupted: 'interrompido',
  cancelled: 'cancelado',
  postponed: 'adiado',
  suspended: 'suspenso',
  played: 'realizado',
  retired: 'abandonado',
};

/** An event's name (spec 3 "Sporting event"): "Home x Away". */
export const eventName = (home: string, away: string): string => `${home} x ${away}`;

/** The event as it stands in `state`; its match story is linked once published (at `now`). */
export function toSportingEvent(
  row: EventRow,
  state: LiveState,
  images: EventImages,
  now: Date,
): SportingEvent {
  const name = eventName(row.home_name, row.away_name);
  const story = row.story;
  const storyLink =
    story !== null && Date.parse(story.published_at) <= now.getTime()
      ? articlePath({
          context: 'news_stories',
          vertical: story.vertical ?? 'sports',
          publisher: story.publisher ?? 'onda-esportes-dados',
          name: story.name,
          id: story.id,
        })
      : null;
  return {
    id: row.id,
    context: 'sporting_events',
    sport: 'soccer',
    name,
    long_name: `${name} — ${row.league_name} ${row.season_label}, ${row.round_name} (${STATUS_PT[state.status] ?? state.status})`,
    start_date: row.kickoff.toISOString(),
    status: { status: state.status, period: state.period, minute: state.minute },
    scores: [
      {
        position: 'home',
        value: state.home,
        penalties: state.penaltiesHome,
        team: {
          id: row.home_id,
          name: row.home_name,
          short_name: row.home_short_name,
          photo: { small: images.home },
        },
      },
      {
        position: 'away',
        value: state.away,
        penalties: state.penaltiesAway,
        team: {
          id: row.away_id,
          name: row.away_name,
          short_name: row.away_short_name,
          photo: { small: images.away },
        },
      },
    ],
    league: {
      id: row.league_id,
      name: row.league_name,
      short_name: row.league_short_name,
      context: 'leagues',
      season: row.season_label,
      photo: { thumbnail: images.league },
    },
    round: {
      name: row.round_name,
      number: row.round_no,
      stage: row.stage,
      leg: row.leg,
      group: row.group_no,
    },
    external: false,
    story_link: storyLink,
    verticals: [{ key: 'sports', label: 'Esportes' }],
    publisher: { name: 'Onda Esportes — dados' },
    note: row.note,
    version: stateVersion(state),
  };
}

/** Whether an event belongs to a league filter (a league, or one season of it). */
export function inScope(event: SportingEvent, scope: LeagueScope): boolean {
  return (
    event.league.id === scope.leagueId && (scope.season === null || event.league.season === scope.season)
  );
}

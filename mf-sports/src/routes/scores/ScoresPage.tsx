import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'shared-contracts/router';
import { PageFrame, useDataSaver, useRemote } from 'shared-contracts/remote-kit';
import { DataSaverToggle } from '../../components/DataSaverToggle';
import { DateNav } from '../../components/DateNav';
import { ScoreAnnouncer } from '../../components/ScoreAnnouncer';
import { UpdatedAgo } from '../../components/UpdatedAgo';
import { showsLive } from '../../data/events';
import { menuLeagues, type LeagueRef } from '../../data/leagues';
import { todayIn, useReaderZone } from '../../data/scores-view';
import { leagueSlug, parseScoresPath, scoresPath, type ScoresView } from 'shared-contracts';
import { SportsLayout } from '../../components/SportsLayout';
import { InvalidDate } from './InvalidDate';
import { ScoresContent } from './ScoresContent';
import { useScores } from './useScores';
import { useT } from '../../i18n/messages';

interface ScoresPageProps {
  /** 'followed': the reader's followed leagues (/favorites/.../myscores); else read from the URL. */
  readonly followed?: boolean;
  /** The path after /sports/scores/ when the page is not mounted under that route (landing). */
  readonly path?: string;
}

/** A scores page (spec 2 "Sports", issue items 1-3): reads the view from the URL. */
export function ScoresPage({ followed = false, path }: ScoresPageProps) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const splat = useParams()['*'] ?? '';
  const parsed = parseScoresPath(path ?? splat);
  // Followed scores live on /favorites/... routes without a date segment: the day is ?date=.
  const asked = followed ? parseScoresPath(search.get('date') ?? '') : parsed;
  const view: ScoresView = followed
    ? { mode: 'followed', date: asked.date, invalidDate: asked.invalidDate, calendar: false }
    : parsed;
  const zone = useReaderZone();
  const pathFor = (day: string) =>
    followed ? `${pathname}?date=${day}` : scoresPath({ ...view, mode: 'date', date: day, calendar: false });
  if (view.invalidDate !== undefined)
    return <InvalidDate value={view.invalidDate} todayPath={pathFor(todayIn(zone))} />;
  return <Scores view={view} pathFor={pathFor} />;
}

/** The wrapper owning settings and data of one valid view. */
function Scores({ view, pathFor }: { view: ScoresView; pathFor: (day: string) => string }) {
  const t = useT();
  const { config } = useRemote().services;
  const navigate = useNavigate();
  const zone = useReaderZone();
  const today = todayIn(zone);
  const date = view.date ?? today;
  const { setting: saverSetting, on: dataSaver, change: changeDataSaver } = useDataSaver();
  const [calendarOpen, setCalendarOpen] = useState(view.calendar);
  const scores = useScores(view, zone, date, dataSaver);
  const live = showsLive(view.mode);

  const events = scores.load.status === 'ready' ? scores.load.data : [];
  const league: LeagueRef | undefined = view.league
    ? {
        id: view.league,
        name:
          events.find((e) => e.league.id === view.league)?.league.name ??
          menuLeagues(config).find((l) => l.id === view.league)?.name ??
          // A season id: its games' league, when the page shows some.
          (events.length > 0 && events.every((e) => e.league.id === events[0]?.league.id)
            ? events[0]?.league.name
            : undefined) ??
          view.slug ??
          view.league,
      }
    : undefined;
  const title = live
    ? league
      ? t('scores.title.liveLeague', { league: league.name })
      : t('scores.title.live')
    : view.mode === 'followed'
      ? t('scores.title.followed')
      : league
        ? t('scores.title.league', { league: league.name })
        : t('scores.title');
  const liveView = (choice?: LeagueRef): ScoresView => ({
    mode: 'live',
    league: choice?.id,
    slug: choice && (view.league === choice.id && view.slug ? view.slug : leagueSlug(choice.name)),
    calendar: false,
  });

  return (
    <SportsLayout
      active="scores"
      league={league}
      onRefresh={scores.refresh}
      menuHidden={calendarOpen}
      // On the games in play, the league menu keeps to games in play.
      menuPath={live ? (choice) => scoresPath(liveView(choice)) : undefined}
    >
      <PageFrame title={title} busy={scores.load.status === 'loading'}>
        {!live && (
          <DateNav
            date={date}
            today={today}
            pathFor={pathFor}
            livePath={scoresPath(liveView(view.mode === 'followed' ? undefined : league))}
            calendarOpen={calendarOpen}
            onCalendar={setCalendarOpen}
            onPick={(day) => {
              setCalendarOpen(false);
              navigate(pathFor(day));
            }}
          />
        )}
        {scores.load.status === 'ready' && (
          <UpdatedAgo at={scores.updatedAt} feed={scores.feed} pollMs={scores.pollMs} />
        )}
        <ScoreAnnouncer changes={scores.changes} />
        <ScoresContent load={scores.load} mode={view.mode} />
        {/* A setting, after the games: on a phone the first screen is for the scores. */}
        <DataSaverToggle on={saverSetting} onChange={changeDataSaver} />
      </PageFrame>
    </SportsLayout>
  );
}

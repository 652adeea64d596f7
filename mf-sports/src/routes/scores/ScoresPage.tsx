import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageFrame, useRemote } from 'shared-contracts/remote-kit';
import { DataSaverToggle } from '../../components/DataSaverToggle';
import { DateNav } from '../../components/DateNav';
import { ScoreAnnouncer } from '../../components/ScoreAnnouncer';
import { UpdatedAgo } from '../../components/UpdatedAgo';
import { menuLeagues, type LeagueRef } from '../../data/leagues';
import { parseScoresPath, readerZone, scoresPath, todayIn, type ScoresView } from '../../data/scores-view';
import { SportsLayout } from '../../layout/SportsLayout';
import { browserSavesData, readDataSaver, writeDataSaver } from '../../live/dataSaver';
import { ScoresContent } from './ScoresContent';
import { useScores } from './useScores';

interface ScoresPageProps {
  /** 'followed': the reader's followed leagues (/favorites/.../myscores); else read from the URL. */
  readonly followed?: boolean;
  /** The path after /sports/scores/ when the page is not mounted under that route (landing). */
  readonly path?: string;
}

/** A scores page (spec 2 "Sports", issue items 1-3): the wrapper owning URL, settings and data. */
export function ScoresPage({ followed = false, path }: ScoresPageProps) {
  const intl = useIntl();
  const { config } = useRemote().services;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const splat = useParams()['*'] ?? '';
  const parsed = parseScoresPath(path ?? splat);
  // Followed scores live on /favorites/... routes without a date segment: the day is ?date=.
  const view: ScoresView = followed
    ? { mode: 'followed', date: parseScoresPath(search.get('date') ?? '').date, calendar: false }
    : parsed;
  const zone = readerZone();
  const today = todayIn(zone);
  const date = view.date ?? today;
  const [saverSetting, setSaverSetting] = useState(readDataSaver);
  const dataSaver = saverSetting || browserSavesData();
  const [calendarOpen, setCalendarOpen] = useState(view.calendar);
  const scores = useScores(view, zone, date, dataSaver);

  const pathFor = (day: string) =>
    followed ? `${pathname}?date=${day}` : scoresPath({ ...view, mode: 'date', date: day, calendar: false });
  const events = scores.load.status === 'ready' ? scores.load.data : [];
  const league: LeagueRef | undefined = view.league
    ? {
        id: view.league,
        name:
          events.find((e) => e.league.id === view.league)?.league.name ??
          menuLeagues(config).find((l) => l.id === view.league)?.name ??
          view.slug ??
          view.league,
      }
    : undefined;
  const title =
    view.mode === 'live'
      ? intl.formatMessage({ id: 'scores.title.live' })
      : view.mode === 'followed'
        ? intl.formatMessage({ id: 'scores.title.followed' })
        : league
          ? intl.formatMessage({ id: 'scores.title.league' }, { league: league.name })
          : intl.formatMessage({ id: 'scores.title' });

  return (
    <SportsLayout active="scores" league={league} onRefresh={scores.refresh} menuHidden={calendarOpen}>
      <PageFrame title={title} busy={scores.load.status === 'loading'}>
        {view.mode !== 'live' && (
          <DateNav
            date={date}
            today={today}
            pathFor={pathFor}
            livePath={scoresPath({ mode: 'live', calendar: false })}
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
        <DataSaverToggle
          on={saverSetting}
          onChange={(on) => {
            writeDataSaver(on);
            setSaverSetting(on);
          }}
        />
        <ScoreAnnouncer changes={scores.changes} />
        <ScoresContent load={scores.load} mode={view.mode} />
      </PageFrame>
    </SportsLayout>
  );
}

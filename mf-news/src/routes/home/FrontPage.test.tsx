import { act, screen, waitFor, within } from '@testing-library/react';
import type { HomeSection, SportingEvent } from 'shared-contracts';
import { renderRemote } from '../../test/render';
import { fail, fakeApi, feedPage, ok, stories, story } from '../../test/fixtures';
import { NewsRouteTable } from '../NewsRoutes';
import { liveAndUpcoming } from './frontData';
import { GAMES_REFRESH_MS } from './GamesStrip';

const section = (
  key: string,
  name: string,
  kind: HomeSection['kind'],
  results = stories(1, 3),
  feed_path: string | null = `/feed/${key}`,
): HomeSection => ({ key, name, source_id: key, kind, feed_path, results });

function game(
  id: string,
  status: SportingEvent['status']['status'],
  start: string,
  goals: [number, number] | null,
): SportingEvent {
  const team = (name: string) => ({ id: name.toLowerCase(), name, short_name: name, photo: { small: null } });
  return {
    id,
    context: 'sporting_events',
    sport: 'soccer',
    name: `Alfa x Beta ${id}`,
    long_name: `Alfa x Beta ${id}`,
    start_date: start,
    status: {
      status,
      period: status === 'playing' ? '2nd half' : null,
      minute: status === 'playing' ? 63 : null,
    },
    scores: [
      { position: 'home', value: goals?.[0] ?? null, penalties: null, team: team('Alfa') },
      { position: 'away', value: goals?.[1] ?? null, penalties: null, team: team('Beta') },
    ],
    league: {
      id: 'liga',
      name: 'Liga',
      short_name: 'Liga',
      context: 'leagues',
      season: '2026',
      photo: { thumbnail: null },
    },
    round: { name: '1', number: 1, stage: null, leg: null, group: null },
    external: false,
    story_link: null,
    verticals: [],
    publisher: { name: 'Onda' },
    note: null,
    version: '1',
  };
}

const eventPage = (results: SportingEvent[]) => ({
  page: 1,
  per: 120,
  total: results.length,
  endlist: true,
  results,
});

const HOME = {
  sections: [
    section('cover', 'Capa', 'cover', stories(1, 5), '/feed/headlines'),
    section('entertainment', 'Entretenimento', 'gallery', stories(10, 3)),
    section('sports', 'Esportes', 'sports', stories(20, 3)),
    section('tv', 'TV', 'tv', [story('v1', { context: 'videos', name: 'Vídeo um' })], '/tv'),
  ],
};

describe('front page', () => {
  it('shows the cover first, then each section of the template in order with its name and feed link', async () => {
    const { apiCalls } = await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: fakeApi({
        'v3/site/content/home': () => ok(HOME),
        'v3/sporting_events': () => ok(eventPage([])),
      }),
    });

    await screen.findByRole('link', { name: 'Matéria s1' });
    const sections = screen
      .getAllByRole('region')
      .filter((region) => region.hasAttribute('data-home-section'));
    expect(sections.map((region) => region.getAttribute('data-home-section'))).toEqual([
      'cover',
      'entertainment',
      'sports',
      'tv',
    ]);
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(5)
        .map((h) => h.textContent),
    ).toEqual(['Entretenimento', 'Esportes', 'TV']);
    expect(screen.getByRole('link', { name: 'Mais de Entretenimento' })).toHaveAttribute(
      'href',
      '/feed/entertainment',
    );
    expect(screen.getByRole('link', { name: 'Mais de Capa' })).toHaveAttribute('href', '/feed/headlines');
    // The cover's lead and its companions are the page's first stories.
    const cover = within(sections[0] as HTMLElement);
    expect(cover.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      stories(1, 5).map((s) => s.name),
    );
    expect(within(sections[3] as HTMLElement).getByRole('link', { name: 'Vídeo um' })).toBeInTheDocument();
    expect(apiCalls.filter((call) => call.path === 'v3/site/content/home')).toHaveLength(1);
  });

  it("shows each TV clip with its own frame and its length, not the section's picture", async () => {
    const clip = story('v2', {
      context: 'videos',
      name: 'Vídeo dois',
      video: {
        source: 'hls',
        hls: '/tv/v2/master.m3u8',
        mp4: '/tv/v2/360p.mp4',
        mp4_bytes: 1000,
        captions: null,
        captions_language: 'pt-BR',
        poster: '/tv/v2/poster.jpg',
        thumbnail: '/tv/v2/thumb.jpg',
        duration: 83,
        renditions: [],
        external_url: null,
      },
    });
    await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: fakeApi({
        'v3/site/content/home': () => ok({ sections: [section('tv', 'TV', 'tv', [clip], '/tv')] }),
        'v3/sporting_events': () => ok(eventPage([])),
      }),
    });

    const card = (await screen.findByRole('link', { name: 'Vídeo dois' })).closest('article') as HTMLElement;
    expect(card.querySelector('img')).toHaveAttribute('src', '/tv/v2/poster.jpg');
    expect(within(card).getByText('Duração: 1:23')).toBeInTheDocument();
  });

  it("shows today's games in the sports section, live first, with the score", async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: fakeApi({
        'v3/site/content/home': () => ok(HOME),
        'v3/sporting_events': () =>
          ok(
            eventPage([
              game('g1', 'upcoming', '2026-11-21T20:00:00Z', null),
              game('g2', 'playing', '2026-11-21T18:00:00Z', [2, 1]),
              game('g3', 'final', '2026-11-21T15:00:00Z', [0, 0]),
            ]),
          ),
      }),
    });

    const strip = await screen.findByRole('list', { name: 'Jogos de hoje' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent(/Alfa\s*2\s*Beta\s*1/);
    expect(links[1]).toHaveTextContent(/Liga/);
    expect(links[0]).toHaveTextContent("Ao vivo 63'");
    expect(links[0]).toHaveAttribute('href', '/sports/event/alfa-x-beta-g2/g2');
  });

  it('falls back to the headlines feed when the sections cannot be loaded', async () => {
    await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: fakeApi({
        'v3/site/content/home': () => fail(500),
        'v3/site/content/hero': () => ok({ gallery_key: 'hero', ...feedPage(stories(1, 2)), endlist: true }),
      }),
    });

    expect(await screen.findByRole('link', { name: 'Matéria s1' })).toBeInTheDocument();
  });
});

describe('games strip refresh', () => {
  afterEach(() => jest.useRealTimers());

  it('asks again every 30 s and shows the new score', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const answers = [
      eventPage([game('g2', 'playing', '2026-11-21T18:00:00Z', [0, 0])]),
      eventPage([game('g2', 'playing', '2026-11-21T18:00:00Z', [1, 0])]),
    ];
    await renderRemote(<NewsRouteTable />, {
      route: '/',
      api: fakeApi({
        'v3/site/content/home': () => ok(HOME),
        'v3/sporting_events': (call) => ok(answers[Math.min(call, 1)]),
      }),
    });
    const strip = await screen.findByRole('list', { name: 'Jogos de hoje' });
    expect(within(strip).getByRole('link')).toHaveTextContent(/Alfa\s*0\s*Beta\s*0/);

    await act(async () => {
      jest.advanceTimersByTime(GAMES_REFRESH_MS);
    });

    await waitFor(() => expect(within(strip).getByRole('link')).toHaveTextContent(/Alfa\s*1\s*Beta\s*0/));
  });
});

describe('liveAndUpcoming', () => {
  it('keeps games in play and still to come, in play first, then by kick-off', () => {
    const list = liveAndUpcoming([
      game('late', 'upcoming', '2026-11-21T22:00:00Z', null),
      game('done', 'final', '2026-11-21T12:00:00Z', [1, 0]),
      game('soon', 'fixture', '2026-11-21T19:00:00Z', null),
      game('now', 'playing', '2026-11-21T18:00:00Z', [0, 0]),
    ]);
    expect(list.map((g) => g.id)).toEqual(['now', 'soon', 'late']);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ArticlePageSchema,
  CalendarResponseSchema,
  liveStateDigest,
  RelatedLeaguesResponseSchema,
  SportingEventPageSchema,
  SportingEventSchema,
  StandingsResponseSchema,
  type SportingEvent,
} from 'shared-contracts';
import { getStandings } from '../src/api/sports/standings-store';
import { buildTestApi, errorCode, getter, newPsid, NOW, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

const get = getter(() => api);

describe('events by day', () => {
  it("lists today's and tomorrow's games by default (d=0,1), in kick-off order", async () => {
    const page = parse(
      SportingEventPageSchema,
      await get('/api/v3/sporting_events?per=120&page=1&z=America/Sao_Paulo'),
    );
    expect(page.per).toBe(120);
    expect(page.total).toBeGreaterThan(10);
    const starts = page.results.map((event) => event.start_date);
    expect([...starts].sort()).toEqual(starts);
    const statuses = new Set(page.results.map((event) => event.status.status));
    // The replay puts finished, live and upcoming games on the same day (src/api/sports/live/anchor.ts).
    expect(statuses).toEqual(new Set(['final', 'playing', 'upcoming']));
  });

  it('has scores with home/away positions, null before kick-off', async () => {
    const page = parse(SportingEventPageSchema, await get('/api/v3/sporting_events?d=0'));
    for (const event of page.results) {
      expect(event.scores.map((score) => score.position)).toEqual(['home', 'away']);
      if (event.status.status === 'upcoming') expect(event.scores[0]?.value).toBeNull();
      if (event.status.status === 'playing') expect(event.status.period).not.toBeNull();
    }
  });

  it('ends at the real result: a finished game shows the real score', async () => {
    const event = parse(
      SportingEventSchema,
      await get('/api/v3/sporting_events/soccer/premier-league-2024-25-0111'),
    );
    // Leicester 1-2 Chelsea, 23 Nov 2024 (openfootball), replayed on 21 Nov 2026.
    expect(event.status.status).toBe('final');
    expect(event.scores.map((score) => score.value)).toEqual([1, 2]);
    expect(event.story_link).toMatch(/story-premier-league-2024-25-0111$/);
  });

  it('filters by date, league and team, and pages', async () => {
    const byDate = parse(
      SportingEventPageSchema,
      await get('/api/v3/sporting_events?date=2026-11-22&league=brasileirao'),
    );
    expect(byDate.results.length).toBeGreaterThan(0);
    expect(byDate.results.every((event) => event.league.id === 'brasileirao')).toBe(true);
    const byTeam = parse(
      SportingEventPageSchema,
      await get('/api/v3/sporting_events?d=-7,-6,-5,-4,-3,-2,-1,0&team=arsenal'),
    );
    expect(byTeam.results.every((event) => event.scores.some((score) => score.team.id === 'arsenal'))).toBe(
      true,
    );
    const paged = parse(SportingEventPageSchema, await get('/api/v3/sporting_events?per=2&page=2'));
    expect(paged.results).toHaveLength(2);
    expect(paged.endlist).toBe(false);
  });

  it('lists live games (context=live and the polling route)', async () => {
    const live = parse(SportingEventPageSchema, await get('/api/v3/sporting_events?context=live'));
    expect(live.total).toBeGreaterThan(0);
    expect(live.results.every((event) => event.status.status === 'playing')).toBe(true);
    const polled = parse(SportingEventPageSchema, await get('/api/v3/sporting_events/live'));
    expect(polled.results.map((event) => event.id)).toEqual(live.results.map((event) => event.id));
  });

  it('filters live games by league id or by season id (the id of its data file)', async () => {
    const all = parse(SportingEventPageSchema, await get('/api/v3/sporting_events/live'));
    const laLiga = all.results.filter((event) => event.league.id === 'la-liga').map((event) => event.id);
    expect(laLiga.length).toBeGreaterThan(0);
    expect(laLiga.length).toBeLessThan(all.total);
    for (const league of ['la-liga', 'la-liga-2024-25']) {
      const live = parse(SportingEventPageSchema, await get(`/api/v3/sporting_events/live?league=${league}`));
      expect(live.results.map((event) => event.id)).toEqual(laLiga);
    }
    const byDate = parse(
      SportingEventPageSchema,
      await get('/api/v3/sporting_events?date=2026-11-21&league=la-liga-2024-25'),
    );
    expect(byDate.results.length).toBeGreaterThan(laLiga.length);
    expect(byDate.results.every((event) => event.league.id === 'la-liga')).toBe(true);
  });

  it('validates d, z, date and per', async () => {
    expect(errorCode(await get('/api/v3/sporting_events?z=Not/AZone'))).toBe('INVALID_TIMEZONE');
    expect((await get('/api/v3/sporting_events?d=today')).statusCode).toBe(400);
    expect((await get('/api/v3/sporting_events?date=21-11-2026')).statusCode).toBe(400);
    expect((await get('/api/v3/sporting_events?per=500')).statusCode).toBe(400);
    expect((await get('/api/v3/sporting_events?context=dead')).statusCode).toBe(400);
  });
});

describe('events by profile', () => {
  it('POST sporting_events and profiles/sporting_events filter by leagues and teams', async () => {
    for (const url of ['/api/v3/sporting_events?d=0,1', '/api/v3/profiles/sporting_events?d=0,1']) {
      const response = await api.app.inject({
        method: 'POST',
        url,
        payload: { profiles: [{ id: 'la-liga', context: 'leagues' }], site_id: 771 },
      });
      const page = parse(SportingEventPageSchema, response);
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results.every((event) => event.league.id === 'la-liga')).toBe(true);
    }
  });

  it("GET profiles/sporting_events lists the reader's followed teams", async () => {
    const psid = newPsid();
    await api.app.inject({
      method: 'POST',
      url: '/api/v3/follows_anon',
      headers: { psid },
      payload: { id: 'chelsea', context: 'teams' },
    });
    const page = parse(SportingEventPageSchema, await get('/api/v3/profiles/sporting_events?d=0', { psid }));
    expect(page.results.map((event) => event.id)).toEqual(['premier-league-2024-25-0111']);
    expect(errorCode(await get('/api/v3/profiles/sporting_events'))).toBe('PSID_REQUIRED');
  });

  it('rejects malformed profile lists', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/sporting_events',
      payload: { profiles: [{ id: 'x' }] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('event page', () => {
  it('answers 404 for unknown ids and types', async () => {
    expect(errorCode(await get('/api/v3/sporting_events/soccer/nope'))).toBe('EVENT_NOT_FOUND');
    expect(errorCode(await get('/api/v3/sporting_events/tennis/premier-league-2024-25-0111'))).toBe(
      'EVENT_NOT_FOUND',
    );
  });

  it("serves the event's news, its own story first", async () => {
    const feed = parse(
      ArticlePageSchema,
      await get('/api/v3/sporting_events/soccer/premier-league-2024-25-0111/feed?per=5&page=1'),
    );
    expect(feed.per).toBe(5);
    expect(feed.results[0]?.id).toBe('story-premier-league-2024-25-0111');
    expect(feed.results[0]?.body).toBeUndefined();
  });

  it('marks the Libertadores awarded match as a walkover with the awarded score', async () => {
    const event = parse(
      SportingEventSchema,
      await get('/api/v3/sporting_events/soccer/copa-libertadores-2025-0061'),
    );
    expect(event.status.status).toBe('walkover');
    expect(event.scores.map((score) => score.value)).toEqual([0, 3]);
    expect(event.note).toContain('CONMEBOL');
  });
});

describe('standings', () => {
  it('defaults to the real final Brasileirão 2025 table, the newest season having finished', async () => {
    const table = parse(StandingsResponseSchema, await get('/api/v3/leagues/brasileirao/standings'));
    expect(table.season).toMatchObject({ id: 'brasileirao-serie-a-2025', season: '2025' });
    expect(table.rules).toBe('brasileirao');
    const rows = table.groups[0]?.rows ?? [];
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The newest season really finished in December 2025: it keeps its real dates (src/api/sports/live/anchor.ts).
    expect(rows.every((row) => row.played === 38)).toBe(true);
    expect(rows.map((row) => [row.team.id, row.points])).toEqual([
      ['flamengo', 79],
      ['palmeiras', 76],
      ['cruzeiro', 70],
      ['mirassol', 67],
      ['fluminense', 64],
      ['botafogo', 63],
      ['bahia', 60],
      ['sao-paulo', 51],
      ['gremio', 49],
      ['bragantino', 48],
      ['atletico-mg', 48],
      ['santos', 47],
      ['corinthians', 47],
      ['vasco', 45],
      ['vitoria', 45],
      ['internacional', 44],
      ['ceara', 43],
      ['fortaleza', 43],
      ['juventude', 35],
      ['sport', 17],
    ]);
    // Simulator on or off, the same table.
    const real = await getStandings(api.database.db, 'brasileirao', undefined, NOW, false);
    expect(real.groups[0]?.rows.map((row) => [row.team.id, row.points])).toEqual(
      rows.map((row) => [row.team.id, row.points]),
    );
  });

  it('replays the season before the finished one: Brasileirão 2024 games today, mid-season', async () => {
    const today = parse(
      SportingEventPageSchema,
      await get('/api/v3/sporting_events?d=0&per=120&league=brasileirao&z=America/Sao_Paulo'),
    );
    expect(today.results.length).toBeGreaterThan(0);
    expect(today.results.every((event) => event.id.startsWith('brasileirao-serie-a-2024-'))).toBe(true);
    const table = parse(
      StandingsResponseSchema,
      await get('/api/v3/leagues/brasileirao/standings?season=brasileirao-serie-a-2024'),
    );
    const rows = table.groups[0]?.rows ?? [];
    expect(rows).toHaveLength(20);
    // About 35 rounds of 38 replayed.
    expect(rows[0]?.played).toBeGreaterThan(30);
    expect(rows[0]?.played).toBeLessThan(38);
    // The calendar lists the seasons in order and defaults to the finished 2025 season at its real dates.
    const calendar = parse(
      CalendarResponseSchema,
      await get('/api/v3/leagues/brasileirao/calendar?z=America/Sao_Paulo'),
    );
    expect(calendar.seasons.map((season) => season.id)).toEqual([
      'brasileirao-serie-a-2024',
      'brasileirao-serie-a-2025',
    ]);
    expect(calendar.season.id).toBe('brasileirao-serie-a-2025');
    expect(calendar.days[0]?.date.startsWith('2025-')).toBe(true);
    expect(calendar.days.at(-1)?.date.startsWith('2025-12')).toBe(true);
  });

  it('gives a finished season in full', async () => {
    const table = await getStandings(api.database.db, 'brasileirao', 'brasileirao-serie-a-2024', NOW, false);
    const rows = table.groups[0]?.rows ?? [];
    expect(rows.every((row) => row.played === 38)).toBe(true);
    // Botafogo won the 2024 Brasileirão with 79 points.
    expect(rows[0]).toMatchObject({ team: { id: 'botafogo' }, points: 79 });
  });

  it('gives cups their group tables only', async () => {
    const libertadores = parse(
      StandingsResponseSchema,
      await get('/api/v3/leagues/copa-libertadores/standings?season=copa-libertadores-2024'),
    );
    expect(libertadores.groups).toHaveLength(8);
    expect(libertadores.groups.every((group) => group.rows.length === 4)).toBe(true);
    const ucl = parse(StandingsResponseSchema, await get('/api/v3/leagues/uefa-champions-league/standings'));
    expect(ucl.groups).toHaveLength(1);
    expect(ucl.groups[0]?.rows).toHaveLength(36);
  });

  it('answers 404 for unknown leagues and seasons', async () => {
    expect(errorCode(await get('/api/v3/leagues/nope/standings'))).toBe('LEAGUE_NOT_FOUND');
    expect(errorCode(await get('/api/v3/leagues/brasileirao/standings?season=la-liga-2024-25'))).toBe(
      'NOT_FOUND',
    );
  });
});

/**
 * Cup tables with their competitions' own tiebreakers (src/football/cup-standings.test.ts checks the
 * pure ranking; these check what the API serves from the seeded database).
 */
describe('cup standings', () => {
  const topTwo = (groups: { name: string | null; rows: { team: { id: string } }[] }[]) =>
    groups.map((group) => [group.name, ...group.rows.slice(0, 2).map((row) => row.team.id)]);

  it('serves one table per Libertadores 2024 group, winners and runners-up as they finished', async () => {
    const table = parse(
      StandingsResponseSchema,
      await get('/api/v3/leagues/copa-libertadores/standings?season=copa-libertadores-2024'),
    );
    expect(table.rules).toBe('conmebol-group');
    expect(table.tiebreak).toContain('gols marcados como visitante');
    expect(table.groups.every((group) => group.rows.every((row) => row.played === 6))).toBe(true);
    // Groups are numbered 1-8 in the data (derived), not CONMEBOL's letters.
    expect(topTwo(table.groups)).toEqual([
      ['Grupo 1', 'sao-paulo', 'ca-talleres'],
      ['Grupo 2', 'club-bolivar', 'flamengo'],
      ['Grupo 3', 'club-the-strongest', 'gremio'],
      ['Grupo 4', 'ca-river-plate', 'club-nacional-de-football'],
      ['Grupo 5', 'cdp-junior-fc', 'botafogo'],
      // Colo-Colo and Cerro Porteño: 6 points and 4-5 goals each; Colo-Colo scored more away.
      ['Grupo 6', 'fluminense', 'csd-colo-colo'],
      ['Grupo 7', 'palmeiras', 'ca-san-lorenzo-de-almagro'],
      ['Grupo 8', 'atletico-mg', 'ca-penarol'],
    ]);
  });

  it('serves the Libertadores 2025 groups, with the awarded match counted', async () => {
    const table = parse(
      StandingsResponseSchema,
      await get('/api/v3/leagues/copa-libertadores/standings?season=copa-libertadores-2025'),
    );
    expect(topTwo(table.groups)).toEqual([
      ['Grupo 1', 'estudiantes-de-la-plata', 'botafogo'],
      ['Grupo 2', 'palmeiras', 'club-cerro-porteno'],
      ['Grupo 3', 'racing-club', 'fortaleza'],
      ['Grupo 4', 'ca-river-plate', 'club-universitario-de-deportes'],
      ['Grupo 5', 'sao-paulo', 'club-libertad-asuncion'],
      ['Grupo 6', 'ca-velez-sarsfield', 'ca-penarol'],
      ['Grupo 7', 'internacional', 'cdc-atletico-nacional'],
      ['Grupo 8', 'ldu-de-quito', 'flamengo'],
    ]);
  });

  it('ranks the Champions League league phase by UEFA rules', async () => {
    const live = parse(StandingsResponseSchema, await get('/api/v3/leagues/uefa-champions-league/standings'));
    expect(live.rules).toBe('uefa-league-phase');
    expect(live.tiebreak).toContain('vitórias fora de casa');

    // The replay is mid league phase at the fixed clock; the final table is the one with every result
    // (simulator off), read through the same service from the seeded database.
    const final = await getStandings(
      api.database.db,
      'uefa-champions-league',
      'uefa-champions-league-2024-25',
      NOW,
      false,
    );
    const rows = final.groups[0]?.rows ?? [];
    expect(rows.every((row) => row.played === 8)).toBe(true);
    expect(rows.slice(0, 8).map((row) => [row.team.id, row.points])).toEqual([
      ['liverpool', 21],
      ['barcelona', 19],
      ['arsenal', 19],
      ['fc-internazionale-milano', 19],
      ['atletico-madrid', 18],
      ['bayer-04-leverkusen', 16],
      ['lille-osc', 16],
      ['aston-villa', 16],
    ]);
    // Level on points, goal difference, goals, away goals and wins: Real Madrid won two away, Bayern one.
    expect(rows.slice(10, 12).map((row) => row.team.id)).toEqual(['real-madrid', 'fc-bayern-munchen']);
    expect(rows.at(-1)?.team.id).toBe('bsc-young-boys');
  });

  it('recomputes a cached table when a result is set or cleared by hand', async () => {
    const url = '/api/v3/leagues/copa-libertadores/standings?season=copa-libertadores-2024';
    const secondOfGroup6 = async () =>
      parse(StandingsResponseSchema, await get(url)).groups[5]?.rows[1]?.team.id;
    expect(await secondOfGroup6()).toBe('csd-colo-colo');

    // Colo-Colo 1-0 Cerro Porteño, overridden as a 0-3 away win.
    const hook = '/api/v3/test/sporting_events/copa-libertadores-2024-0039/score';
    await api.app.inject({ method: 'POST', url: hook, payload: { home: 0, away: 3, status: 'final' } });
    try {
      expect(await secondOfGroup6()).toBe('club-cerro-porteno');
    } finally {
      await api.app.inject({ method: 'DELETE', url: hook });
    }
    expect(await secondOfGroup6()).toBe('csd-colo-colo');
  });
});

describe('calendar and related leagues', () => {
  it('lists match days and rounds of a season', async () => {
    const calendar = parse(
      CalendarResponseSchema,
      await get('/api/v3/leagues/premier-league/calendar?z=Europe/London'),
    );
    expect(calendar.rounds).toHaveLength(38);
    expect(calendar.days.reduce((sum, day) => sum + day.events, 0)).toBe(380);
    expect(calendar.days.map((day) => day.date)).toContain('2026-11-21');
    expect(errorCode(await get('/api/v3/leagues/premier-league/calendar?z=Nowhere'))).toBe(
      'INVALID_TIMEZONE',
    );
  });

  it('relates leagues through their teams', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v3/profiles/follows/related_leagues?per=10&page=1',
      payload: { profiles: [{ id: 'brasileirao', context: 'leagues' }] },
    });
    const related = parse(RelatedLeaguesResponseSchema, response);
    expect(related.results.map((league) => league.id)).toContain('copa-libertadores');
    expect(related.results.map((league) => league.id)).not.toContain('brasileirao');
    const psid = newPsid();
    await api.app.inject({
      method: 'POST',
      url: '/api/v3/follows',
      headers: { psid },
      payload: { id: 'arsenal', context: 'teams' },
    });
    const mine = parse(RelatedLeaguesResponseSchema, await get('/api/v3/follows/related_leagues', { psid }));
    expect(mine.results.map((league) => league.id).sort()).toEqual([
      'premier-league',
      'uefa-champions-league',
    ]);
  });
});

describe('live updates', () => {
  it('has no test hook at all when hooks are disabled', async () => {
    const closed = await buildTestApi({ database: api.database, enableTestHooks: false });
    try {
      for (const [method, url] of [
        ['POST', '/api/v3/test/sporting_events/premier-league-2024-25-0112/score'],
        ['DELETE', '/api/v3/test/sporting_events/premier-league-2024-25-0112/score'],
        ['PUT', '/api/v3/test/site/template'],
        ['POST', '/api/v3/test/rewards/campaigns/up_december'],
      ] as const) {
        const response = await closed.app.inject({ method, url, payload: { home: 1, away: 0 } });
        expect(response.statusCode).toBe(404);
        expect(errorCode(response)).toBe('ROUTE_NOT_FOUND');
      }
      const doc = await closed.app.inject({ url: '/api/docs/json' });
      expect(doc.body).not.toContain('/api/v3/test/');
    } finally {
      await closed.close();
    }
  });

  it('pushes a goal set by the test hook to SSE clients, and polling agrees', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const id = 'premier-league-2024-25-0113';
    const received: string[] = [];
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/api/v3/sporting_events/stream?ids=${id}`, resolve)
        .on('error', reject);
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    // Resolves when the stream has carried text matching `test` (no fixed sleeps: CI is slow).
    const waiters: { test: (text: string) => boolean; resolve: (text: string) => void }[] = [];
    const until = (test: (text: string) => boolean) =>
      new Promise<string>((resolve) => {
        waiters.push({ test, resolve });
        check();
      });
    const check = () => {
      const text = received.join('');
      for (const w of waiters.splice(0)) {
        if (w.test(text)) w.resolve(text);
        else waiters.push(w);
      }
    };
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      received.push(chunk);
      check();
    });
    // The first message is the current state of the requested event.
    await until((text) => text.includes(`"id":"${id}"`));
    const goal = until((text) => text.includes('"value":7'));

    const response = await api.app.inject({
      method: 'POST',
      url: `/api/v3/test/sporting_events/${id}/score`,
      payload: { home: 7, away: 0, status: 'playing', period: '2nd half', minute: 80 },
    });
    expect(parse(SportingEventSchema, response).scores[0]?.value).toBe(7);
    const text = await goal;
    expect(text).toContain('event: score');
    stream.destroy();

    const polled = parse(SportingEventSchema, await get(`/api/v3/sporting_events/soccer/${id}`));
    expect(polled.status).toEqual({ status: 'playing', period: '2nd half', minute: 80 });
    const cleared = await api.app.inject({
      method: 'DELETE',
      url: `/api/v3/test/sporting_events/${id}/score`,
    });
    expect(parse(SportingEventSchema, cleared).scores[0]?.value).not.toBe(7);
  });

  /** Opens the stream and collects its text; `until` resolves once the text passes `test`. */
  async function openStream(query: string) {
    if (!api.app.server.listening) await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`http://127.0.0.1:${port}/api/v3/sporting_events/stream${query}`, resolve).on('error', reject);
    });
    let text = '';
    const waiters: { test: (text: string) => boolean; resolve: (text: string) => void }[] = [];
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      for (const w of waiters.splice(0)) {
        if (w.test(text)) w.resolve(text);
        else waiters.push(w);
      }
    });
    const until = (test: (text: string) => boolean) =>
      new Promise<string>((resolve) => {
        if (test(text)) resolve(text);
        else waiters.push({ test, resolve });
      });
    return { until, close: () => stream.destroy() };
  }

  /** The events of the `score` messages in a stream's text, in order. */
  const scoreMessages = (text: string) =>
    text
      .split('\n\n')
      .filter((block) => block.includes('event: score'))
      .map((block) => parse(SportingEventSchema, { body: block.split('data: ')[1] ?? '' }));

  it.each([['?league=la-liga'], ['?league=la-liga-2024-25'], ['']])(
    'the stream%s sends the games in play first, before any change',
    async (query) => {
      const live = parse(SportingEventPageSchema, await get(`/api/v3/sporting_events/live${query}`)).results;
      expect(live.length).toBeGreaterThan(0);
      // A LaLiga game of tomorrow, not in play: its change comes after what was sent on connect.
      const tomorrow = parse(
        SportingEventPageSchema,
        await get('/api/v3/sporting_events?date=2026-11-22&league=la-liga'),
      ).results;
      const marker = tomorrow[0]?.id ?? '';
      expect(marker).not.toBe('');
      const stream = await openStream(query);
      try {
        // A change published after connecting marks the end of what the stream sent on connect.
        const changed = stream.until((text) => text.includes(`"id":"${marker}"`));
        const set = await api.app.inject({
          method: 'POST',
          url: `/api/v3/test/sporting_events/${marker}/score`,
          payload: { home: 9, away: 9, status: 'playing', period: '1st half', minute: 3 },
        });
        expect(set.statusCode).toBe(200);
        const messages = scoreMessages(await changed);
        const first = messages.slice(0, live.length);
        expect(first.map((event) => event.id)).toEqual(live.map((event) => event.id));
        expect(first.map((event) => event.version)).toEqual(live.map((event) => event.version));
        expect(messages.at(-1)?.id).toBe(marker);
      } finally {
        stream.close();
        await api.app.inject({ method: 'DELETE', url: `/api/v3/test/sporting_events/${marker}/score` });
      }
    },
  );

  it('leaves out of its first messages the states the client says it shows', async () => {
    const live = parse(SportingEventPageSchema, await get('/api/v3/sporting_events/live')).results;
    expect(live.length).toBeGreaterThan(1);
    const [shown, ...others] = live as [SportingEvent, ...SportingEvent[]];
    // The first listed game as the page shows it, and the second in a state it no longer has.
    const stale = { ...others[0]!, version: 'upcoming||||||' };
    const known = [shown, stale].map(liveStateDigest).join(',');
    // A game of tomorrow, not in play: its change marks the end of what was sent on connect.
    const tomorrow = parse(
      SportingEventPageSchema,
      await get('/api/v3/sporting_events?date=2026-11-22&league=la-liga'),
    ).results;
    const marker = tomorrow[0]?.id ?? '';
    expect(marker).not.toBe('');
    const stream = await openStream(`?known=${known}`);
    try {
      const changed = stream.until((text) => text.includes(`"id":"${marker}"`));
      const set = await api.app.inject({
        method: 'POST',
        url: `/api/v3/test/sporting_events/${marker}/score`,
        payload: { home: 8, away: 8, status: 'playing', period: '1st half', minute: 4 },
      });
      expect(set.statusCode).toBe(200);
      const first = scoreMessages(await changed).slice(0, -1);
      expect(first.map((event) => event.id)).toEqual(others.map((event) => event.id));
    } finally {
      stream.close();
      await api.app.inject({ method: 'DELETE', url: `/api/v3/test/sporting_events/${marker}/score` });
    }
  });

  it('validates the test hook body and the stream filter', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/v3/test/sporting_events/premier-league-2024-25-0113/score',
      payload: { home: -1, away: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/v3/test/sporting_events/nope/score',
      payload: { home: 1, away: 0 },
    });
    expect(errorCode(missing)).toBe('EVENT_NOT_FOUND');
    expect((await get('/api/v3/sporting_events/stream?ids=%3Cscript%3E')).statusCode).toBe(400);
    expect((await get('/api/v3/sporting_events/stream?known=A%3Cb')).statusCode).toBe(400);
    expect((await get(`/api/v3/sporting_events/stream?known=${'a'.repeat(1601)}`)).statusCode).toBe(400);
  });
});

it('uses the fixed clock', () => {
  expect(NOW.toISOString()).toBe('2026-11-21T15:30:00.000Z');
});

import type { FastifyInstance } from 'fastify';
import {
  describeEvent,
  FALLBACK_SITE_CONFIG,
  SportingEventPageSchema,
  sportsWords,
  type SportingEvent,
} from 'shared-contracts';
import { buildTestSite, parse, SETUP_TIMEOUT, type TestApi } from '../../../test/helper';
import { eventHead } from './event';
import { MISSING, type ApiGet } from './types';

const team = (id: string, name: string) => ({ id, name, short_name: null, photo: { small: null } });

function event(status: SportingEvent['status'], home: number | null, away: number | null): SportingEvent {
  return {
    id: 'brasileirao-2025-0001',
    context: 'sporting_events',
    sport: 'soccer',
    name: 'Flamengo x Palmeiras',
    long_name: 'Flamengo x Palmeiras — Brasileirão',
    start_date: '2026-11-21T18:30:00.000Z',
    status,
    scores: [
      { position: 'home', value: home, penalties: null, team: team('flamengo', 'Flamengo') },
      { position: 'away', value: away, penalties: null, team: team('palmeiras', 'Palmeiras') },
    ],
    league: {
      id: 'brasileirao',
      name: 'Brasileirão Série A',
      short_name: null,
      context: 'leagues',
      season: '2025',
      photo: { thumbnail: '/api/v3/images/league/brasileirao?w=400&h=400' },
    },
    round: { name: 'Rodada 1', number: 1, stage: null, leg: null, group: null },
    external: false,
    story_link: null,
    verticals: [],
    publisher: { name: 'Onda Esportes' },
    note: null,
    version: '1',
  };
}

const config = FALLBACK_SITE_CONFIG;
const fakeGet =
  (statusCode: number, body: unknown): ApiGet =>
  async () => ({ statusCode, body });
const head = (rest: string, get: ApiGet) =>
  eventHead({ '*': rest }, { config, get, pathname: `/sports/${rest}` });

describe('event page head', () => {
  it('describes a game in play with its period and the score as home v away', () => {
    const playing = event({ status: 'playing', period: '2nd half', minute: 67 }, 2, 1);
    expect(describeEvent(playing, sportsWords('pt'))).toBe('Flamengo x Palmeiras — Ao vivo, 2º tempo, 2 v 1');
  });

  it('describes a finished or upcoming game by name and status only', () => {
    expect(
      describeEvent(event({ status: 'final', period: null, minute: null }, 0, 0), sportsWords('pt')),
    ).toBe('Flamengo x Palmeiras — Encerrado');
    expect(
      describeEvent(event({ status: 'upcoming', period: null, minute: null }, null, null), sportsWords('pt')),
    ).toBe('Flamengo x Palmeiras — Em breve');
  });

  it("gives title, canonical, the event's card and the league image as absolute 400x400 share image", async () => {
    const body = event({ status: 'final', period: null, minute: null }, 1, 0);
    const result = await head('event/qualquer-nome/brasileirao-2025-0001', fakeGet(200, body));
    expect(result).toMatchObject({
      title: `Flamengo x Palmeiras | ${config.name}`,
      description: 'Flamengo x Palmeiras — Encerrado',
      canonical: `${config.url}/sports/event/flamengo-x-palmeiras/brasileirao-2025-0001`,
      images: [
        {
          url: `${config.url}/api/v3/images/event-card/brasileirao-2025-0001?w=1200&h=630&fmt=jpeg`,
          width: 1200,
          height: 630,
        },
        { url: `${config.url}/api/v3/images/league/brasileirao?w=400&h=400`, width: 400, height: 400 },
      ],
      type: 'website',
    });
  });

  it("describes the game in the page's language", () => {
    const playing = event({ status: 'playing', period: '2nd half', minute: 67 }, 2, 1);
    expect(describeEvent(playing, sportsWords('en'))).toBe('Flamengo x Palmeiras — Live, 2nd half, 2 v 1');
    expect(describeEvent(playing, sportsWords('es'))).toBe(
      'Flamengo x Palmeiras — En vivo, Segundo tiempo, 2 v 1',
    );
  });

  it('leaves other sports pages and off-contract answers to the site defaults', async () => {
    const body = event({ status: 'final', period: null, minute: null }, 1, 0);
    expect(await head('standings/brasileirao/brasileirao', fakeGet(200, body))).toBeUndefined();
    expect(await head('event/x/y', fakeGet(200, { ...body, status: 'weird' }))).toBeUndefined();
  });

  it('says an unknown event is missing', async () => {
    expect(await head('event/x/nada', fakeGet(404, { error: { code: 'NOT_FOUND' } }))).toBe(MISSING);
  });
});

describe('event page HTML, fetched without JavaScript', () => {
  let site: TestApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await buildTestSite(['mf-sports']);
    app = site.app;
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it('carries the live game title, description with score and the og:image in its head', async () => {
    const live = parse(SportingEventPageSchema, await app.inject('/api/v3/sporting_events/live')).results[0];
    if (!live) throw new Error('the fixed clock should have a game in play');
    const res = await app.inject(`/sports/event/jogo/${live.id}`);
    expect(res.statusCode).toBe(200);
    const home = live.scores.find((s) => s.position === 'home')?.value;
    const away = live.scores.find((s) => s.position === 'away')?.value;
    expect(res.body).toContain(`<title>${live.name} | ${config.name}</title>`);
    expect(res.body).toMatch(
      new RegExp(`<meta name="description" content="${live.name} — Ao vivo, [^"]*${home} v ${away}" />`),
    );
    expect(res.body).toContain(
      `<meta property="og:image" content="${config.url}/api/v3/images/league/${live.league.id}?w=400&amp;h=400" />`,
    );
    expect(res.body).toContain('<meta property="og:image:width" content="400" />');
    expect(res.body).toContain(
      `<meta property="og:image" content="${config.url}/api/v3/images/event-card/${live.id}?w=1200&amp;h=630&amp;fmt=jpeg" />`,
    );
  });

  it('answers an unknown event with the site defaults and 404', async () => {
    const res = await app.inject('/sports/event/jogo/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${config.meta.title}</title>`);
  });
});

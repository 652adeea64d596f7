import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mediaImageRoutes, preferredFormat, type ImageLookup } from '../src/api/media/routes';

const TEAMS: Record<string, { name: string; code?: string }> = {
  flamengo: { name: 'Flamengo', code: 'FLA' },
  evil: { name: '<script>alert(1)</script>' },
};

const lookup: ImageLookup = async (_kind, id) => TEAMS[id];

async function buildApp(withLookup = true): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mediaImageRoutes, withLookup ? { lookup } : {});
  await app.ready();
  return app;
}

describe('GET /api/v3/images/:kind/:id', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(() => app.close());

  it('serves a decodable PNG crest with immutable caching headers', async () => {
    const res = await app.inject({ url: '/api/v3/images/crest/flamengo?w=128&fmt=png' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('accept');
    expect(res.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 128, height: 128 });
  });

  it('serves the 400x400 share image', async () => {
    const res = await app.inject({ url: '/api/v3/images/crest/flamengo?w=400&h=400&fmt=jpeg' });

    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  it('chooses WebP when the Accept header lists it', async () => {
    const res = await app.inject({
      url: '/api/v3/images/crest/flamengo?w=64',
      headers: { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' },
    });

    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('falls back to JPEG for clients that do not list WebP', async () => {
    const res = await app.inject({ url: '/api/v3/images/crest/flamengo?w=64', headers: { accept: '*/*' } });

    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('returns identical bytes and ETag for a repeated request', async () => {
    const url = '/api/v3/images/crest/flamengo?w=96&fmt=webp';
    const first = await app.inject({ url });
    const second = await app.inject({ url });

    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['etag']).toBe(first.headers['etag']);
  });

  it('answers 304 when If-None-Match carries the current ETag', async () => {
    const url = '/api/v3/images/crest/flamengo?w=96&fmt=webp';
    const { headers } = await app.inject({ url });

    const res = await app.inject({ url, headers: { 'if-none-match': `W/${String(headers['etag'])}` } });

    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('renders a team whose name is hostile markup', async () => {
    const res = await app.inject({ url: '/api/v3/images/crest/evil?w=64&fmt=png' });

    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['/api/v3/images/crest/flamengo?w=123', 'BAD_IMAGE_SIZE'],
    ['/api/v3/images/crest/flamengo?w=400&h=401', 'BAD_IMAGE_SIZE'],
    ['/api/v3/images/crest/flamengo?w=big', 'BAD_IMAGE_SIZE'],
    ['/api/v3/images/crest/flamengo', 'BAD_IMAGE_SIZE'],
    ['/api/v3/images/poster/flamengo?w=128', 'BAD_IMAGE_KIND'],
    ['/api/v3/images/crest/Flamengo!?w=128', 'BAD_IMAGE_ID'],
    ['/api/v3/images/crest/flamengo?w=128&fmt=gif', 'BAD_IMAGE_FORMAT'],
  ])('GET %s -> 400 %s', async (url, code) => {
    const res = await app.inject({ url });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
  });

  it('answers 404 for an id the lookup does not know', async () => {
    const res = await app.inject({ url: '/api/v3/images/crest/unknown-team?w=128' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe('without a lookup', () => {
  it('renders any well-formed id', async () => {
    const app = await buildApp(false);

    const res = await app.inject({ url: '/api/v3/images/article/any-story_1?w=640&fmt=webp' });

    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height: 360 });
    await app.close();
  });
});

describe('preferredFormat', () => {
  it.each([
    [undefined, 'jpeg'],
    ['image/webp', 'webp'],
    ['image/webp;q=0, image/jpeg', 'jpeg'],
    ['IMAGE/WEBP; q=0.5', 'webp'],
    ['image/*', 'jpeg'],
  ])('Accept %p -> %p', (accept, expected) => {
    expect(preferredFormat(accept)).toBe(expected);
  });
});

describe('match pictures', () => {
  let app: FastifyInstance;
  const match: ImageLookup = async (kind, id) =>
    kind === 'match' && (id === 'over' || id === 'live')
      ? {
          name: 'Alfa × Beta',
          settled: id === 'over',
          match: {
            home: { id: 'alfa', name: 'Alfa' },
            away: { id: 'beta', name: 'Beta' },
            score: id === 'over' ? { home: 2, away: 1 } : null,
          },
        }
      : undefined;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaImageRoutes, { lookup: match });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the SVG with both crests and the score, forever once the match is over, and lets it run nothing', async () => {
    const res = await app.inject({ url: '/api/v3/images/match/over?w=640&fmt=svg' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('aria-label="Alfa 2 × 1 Beta"');
    expect(res.body).toContain('aria-label="Alfa"');
    expect(res.body).toContain('aria-label="Beta"');
  });

  it('keeps a picture of a match not over only briefly, and 404s an unknown match', async () => {
    const live = await app.inject({ url: '/api/v3/images/match/live?w=640' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('public, max-age=60');
    expect((await sharp(live.rawPayload).metadata()).height).toBe(360);
    expect((await app.inject({ url: '/api/v3/images/match/nope?w=640' })).statusCode).toBe(404);
  });
});

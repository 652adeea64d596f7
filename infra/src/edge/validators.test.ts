import Fastify from 'fastify';
import { etagMatches, sendRevalidated } from './validators';

describe('conditional GET of feeds and sitemaps', () => {
  const lastModified = new Date('2026-11-21T12:00:00.500Z');
  const app = Fastify();
  app.get('/doc', (request, reply) =>
    sendRevalidated(request, reply, '<doc/>', {
      type: 'application/xml',
      cacheControl: 'public, max-age=300',
      lastModified,
    }),
  );
  afterAll(() => app.close());

  it('sends an ETag and Last-Modified, and 304 to a client whose copy is current', async () => {
    const first = await app.inject('/doc');
    expect(first.headers['last-modified']).toBe('Sat, 21 Nov 2026 12:00:00 GMT');
    const etag = first.headers.etag as string;
    expect((await app.inject({ url: '/doc', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/doc', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(
      304,
    );
    expect((await app.inject({ url: '/doc', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    const since = { 'if-modified-since': 'Sat, 21 Nov 2026 12:00:00 GMT' };
    expect((await app.inject({ url: '/doc', headers: since })).statusCode).toBe(304);
    const before = { 'if-modified-since': 'Sat, 21 Nov 2026 11:59:59 GMT' };
    expect((await app.inject({ url: '/doc', headers: before })).statusCode).toBe(200);
  });

  it('lets If-None-Match win over If-Modified-Since', async () => {
    const headers = { 'if-none-match': '"other"', 'if-modified-since': 'Sat, 21 Nov 2026 12:00:00 GMT' };
    expect((await app.inject({ url: '/doc', headers })).statusCode).toBe(200);
  });

  it('compares tags weakly and knows *', () => {
    expect(etagMatches('W/"a", "b"', '"a"')).toBe(true);
    expect(etagMatches('*', '"z"')).toBe(true);
    expect(etagMatches(undefined, '"z"')).toBe(false);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchFeed } from './fetch-feed';
import { parseFeed } from './parse-feed';

const FIXTURES = join(__dirname, '../../test/fixtures/feeds');
const rssBytes = readFileSync(join(FIXTURES, 'rss-pt.xml'));
const latin1Bytes = readFileSync(join(FIXTURES, 'rss-latin1.xml'));

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const routes: Record<string, Handler> = {
  '/rss': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(rssBytes);
  },
  '/latin1': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/xml' }).end(latin1Bytes);
  },
  '/moved': (_req, res) => {
    res.writeHead(301, { location: '/rss' }).end();
  },
  '/to-javascript': (_req, res) => {
    res.writeHead(302, { location: 'javascript:alert(1)' }).end();
  },
  '/to-file': (_req, res) => {
    res.writeHead(302, { location: 'file:///etc/passwd' }).end();
  },
  '/stall': () => {
    // Never answers: the client's deadline must fire.
  },
  '/stall-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<?xml version="1.0"?><rss><channel>');
  },
  '/endless': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = (): void => {
      while (res.write(chunk)) {
        /* keep writing until backpressure */
      }
      res.once('drain', pump);
    };
    pump();
  },
  '/html': (_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!DOCTYPE html><html><body>Oi</body></html>');
  },
  '/json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}');
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]) - 1;
      res.writeHead(307, { location: left > 0 ? `/hop/${left}` : '/rss' }).end();
      return;
    }
    const loop = /^\/loop\/(\d+)$/.exec(path);
    if (loop) {
      res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
      return;
    }
    const handler = routes[path];
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fetchFeed', () => {
  it('downloads a feed that parses', async () => {
    const result = await fetchFeed(`${base}/rss`);

    expect(result).toMatchObject({
      ok: true,
      url: `${base}/rss`,
      contentType: 'application/rss+xml; charset=utf-8',
    });
    if (!result.ok) throw new Error('expected success');
    expect(parseFeed(result.xml, result.url).items[0]?.title).toBe(
      'Flamengo vence o Grêmio e assume a liderança',
    );
  });

  it('follows a redirect and reports the final URL', async () => {
    const result = await fetchFeed(`${base}/moved`);

    expect(result).toMatchObject({ ok: true, url: `${base}/rss` });
  });

  it('follows a chain of exactly three redirects', async () => {
    const result = await fetchFeed(`${base}/hop/3`);

    expect(result).toMatchObject({ ok: true, url: `${base}/rss` });
  });

  it('gives up after three redirects', async () => {
    const result = await fetchFeed(`${base}/loop/0`);

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'too-many-redirects' }) });
  });

  it.each(['/to-javascript', '/to-file'])(
    'refuses a redirect to a non-http(s) location (%s)',
    async (path) => {
      const result = await fetchFeed(`${base}${path}`);

      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'bad-redirect' }) });
    },
  );

  it('times out when the server never answers', async () => {
    const started = Date.now();

    const result = await fetchFeed(`${base}/stall`, { timeoutMs: 200 });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'timeout' }) });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out when the body stalls', async () => {
    const result = await fetchFeed(`${base}/stall-body`, { timeoutMs: 200 });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'timeout' }) });
  });

  it('stops reading a body larger than maxBytes', async () => {
    const result = await fetchFeed(`${base}/endless`, { maxBytes: 1024 * 1024 });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'too-large' }) });
  });

  it('rejects a declared Content-Length above maxBytes', async () => {
    const result = await fetchFeed(`${base}/rss`, { maxBytes: 100 });

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'too-large' }) });
  });

  it.each(['ftp://127.0.0.1/feed', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', '/relative'])(
    'rejects %p without any request',
    async (url) => {
      const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();

      const result = await fetchFeed(url, { fetchImpl });

      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-url' }) });
      expect(fetchImpl).not.toHaveBeenCalled();
    },
  );

  it('reports HTTP errors with their status', async () => {
    const result = await fetchFeed(`${base}/missing`);

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'http-status', status: 404 }),
    });
  });

  it.each(['/html', '/json'])('refuses a response that is not a feed (%s)', async (path) => {
    const result = await fetchFeed(`${base}${path}`);

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-a-feed' }) });
  });

  it('decodes an ISO-8859-1 feed using its XML declaration', async () => {
    const result = await fetchFeed(`${base}/latin1`);

    if (!result.ok) throw new Error(result.error.message);
    const feed = parseFeed(result.xml, result.url);
    expect(feed.title).toBe('Notícias em Latin-1');
    expect(feed.items[0]).toMatchObject({
      title: 'Coração e paixão',
      publishedAt: '2025-03-11T11:00:00.000Z',
    });
  });

  it('reports a refused connection as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const result = await fetchFeed(`http://127.0.0.1:${port}/rss`);

    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'network' }) });
  });
});

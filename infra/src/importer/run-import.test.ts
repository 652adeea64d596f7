import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedItem } from './parse-feed';
import { runImport } from './run-import';

const FIXTURES = join(__dirname, '../../test/fixtures/feeds');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

/** A fetch that serves one body for every URL, standing in for the network. */
function fetchServing(body: string, contentType = 'application/rss+xml'): typeof fetch {
  return async () => new Response(body, { status: 200, headers: { 'content-type': contentType } });
}

describe('runImport', () => {
  it('stores the parsed items under the given publisher', async () => {
    const store = jest.fn<Promise<unknown>, [FeedItem[], string]>(async () => undefined);

    const result = await runImport({
      url: 'https://noticias.example.com.br/feed/rss',
      publisher: 'Notícias Exemplo',
      store,
      fetchImpl: fetchServing(fixture('rss-pt.xml')),
    });

    expect(result).toMatchObject({
      ok: true,
      summary: { count: 3, stored: true, publisher: 'Notícias Exemplo' },
    });
    expect(store).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ guid: 'noticia-1001' })]),
      'Notícias Exemplo',
    );
  });

  it('stores nothing on a dry run and names the publisher after the feed', async () => {
    const result = await runImport({
      url: 'https://blog.example.org/atom.xml',
      fetchImpl: fetchServing(fixture('atom.xml')),
    });

    expect(result).toMatchObject({
      ok: true,
      summary: {
        count: 2,
        stored: false,
        publisher: 'Blog de Tecnologia',
        firstTitles: ['Novidades do Node 20', 'Sem resumo'],
      },
    });
  });

  it('returns a parse error for malformed XML instead of throwing', async () => {
    const result = await runImport({
      url: 'https://x.example/feed',
      fetchImpl: fetchServing(fixture('malformed.xml')),
    });

    expect(result).toEqual({
      ok: false,
      error: { kind: 'malformed-xml', message: expect.stringContaining('line 8') },
    });
  });

  it('returns fetch errors as values', async () => {
    const result = await runImport({ url: 'file:///etc/passwd' });

    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-url' } });
  });

  it('reports a failing store', async () => {
    const result = await runImport({
      url: 'https://x.example/feed',
      store: async () => {
        throw new Error('connection refused');
      },
      fetchImpl: fetchServing(fixture('rss-pt.xml')),
    });

    expect(result).toEqual({
      ok: false,
      error: { kind: 'store-failed', message: 'Storing items failed: connection refused' },
    });
  });
});

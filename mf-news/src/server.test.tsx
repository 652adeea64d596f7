/** @jest-environment node */
import { FALLBACK_SITE_CONFIG, type ServerRenderInput } from 'shared-contracts';
import { handles, render } from './server';
import { story } from './test/fixtures';

/** An API answering search with `results` (or failing with `status`), recording the URLs asked. */
function searchApi(answer: { results: ReturnType<typeof story>[] } | { status: number }) {
  const asked: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    asked.push(String(url));
    if ('status' in answer) {
      return new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }), {
        status: answer.status,
      });
    }
    const body = { page: 1, per: 15, total: 2, endlist: true, sortby: 'relevance', results: answer.results };
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const input = (url: string, fetch: typeof globalThis.fetch): ServerRenderInput => ({
  url,
  locale: 'pt',
  config: FALLBACK_SITE_CONFIG,
  version: '0.1.0-test',
  timeZone: 'America/Sao_Paulo',
  fetch,
});

describe('search pages rendered on the server', () => {
  it('are among the pages the server renders', () => {
    expect(handles('/search/relevance/brasil')).toBe(true);
    expect(handles('/search/date/news/teams&flamengo&Flamengo')).toBe(true);
    expect(handles('/search')).toBe(true);
  });

  it('render the first page of results, and pass it on for the browser to hydrate with', async () => {
    const api = searchApi({ results: [story('a1', { name: 'Brasil vence' }), story('a2')] });
    const { html, results } = await render(input('/search/relevance/brasil', api.fetch));
    expect(html).toContain('Resultados para “brasil”');
    expect(html).toContain('Brasil vence');
    expect(html).toContain('Não há mais conteúdo');
    expect(api.asked).toHaveLength(1);
    expect(api.asked[0]).toMatch(/^\/api\/v4\/content\/search\?.*text=brasil/);
    expect(Object.keys(results)).toEqual(['feed/text/relevance/brasil/1']);
  });

  it('say there are no results when the search finds nothing or fails (spec 7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const answer of [{ results: [] }, { status: 500 }]) {
      const { html } = await render(input('/search/date/copa', searchApi(answer).fetch));
      expect(html).toContain('Resultados para “copa”');
      expect(html).toContain('Nenhum resultado encontrado.');
    }
    warn.mockRestore();
  });

  it('ask for a query, without calling the API, when there is none', async () => {
    const api = searchApi({ results: [] });
    const { html, results } = await render(input('/search/relevance', api.fetch));
    expect(html).toContain('Digite o que você procura no campo de busca do topo da página.');
    expect(api.asked).toEqual([]);
    expect(results).toEqual({});
  });
});

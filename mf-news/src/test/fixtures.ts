/** Valid API data for component tests: every answer must pass its shared-contracts schema. */
import type { ApiResult, Article } from 'shared-contracts';

export function story(id: string, overrides: Partial<Article> = {}): Article {
  const path = `/noproxy/news_stories/news/folha/materia-${id}/${id}`;
  return {
    id,
    context: 'news_stories',
    name: `Matéria ${id}`,
    description: `Resumo da matéria ${id}`,
    link: path,
    links: [{ url: path }],
    videos: [],
    photos: [{ original: `/api/v3/images/article/${id}?w=800` }],
    categories: ['Notícias'],
    language: 'pt',
    publisher: {
      id: 'folha',
      name: 'Folha de S.Paulo',
      common_name: 'folha',
      context: 'publishers',
      license: 'CC BY 4.0',
    },
    author: null,
    credit: 'Folha de S.Paulo',
    publish_date: new Date(Date.now() - 5 * 60_000).toISOString(),
    date_is_real: true,
    generated: false,
    verticals: [{ key: 'news', label: 'Notícias' }],
    external: false,
    offline: false,
    tags: [],
    feed: { goto_short_link: path },
    post: 'noproxy',
    category: 'news',
    slugs: `materia-${id}`,
    event_id: null,
    ...overrides,
  };
}

export const stories = (from: number, count: number): Article[] =>
  Array.from({ length: count }, (_, i) => story(`s${from + i}`));

export const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data });
export const fail = (status: number, code = `HTTP_${status}`): ApiResult<unknown> => ({
  ok: false,
  status,
  code,
  message: code,
});

export const feedPage = (results: Article[], page = 1) => ({
  page,
  per: 10,
  total: 100,
  endlist: false,
  results,
});

/**
 * A fake API answering by path; each handler gets how many times its path was asked before, so
 * paging tests can answer page 1, page 2 ... in order. Unknown paths answer 404.
 */
export function fakeApi(handlers: Record<string, (call: number) => ApiResult<unknown>>) {
  const counts = new Map<string, number>();
  return async (path: string): Promise<ApiResult<unknown>> => {
    const handler = handlers[path];
    const call = counts.get(path) ?? 0;
    counts.set(path, call + 1);
    return handler ? handler(call) : fail(404, 'NOT_FOUND');
  };
}

import type { FastifyRequest } from 'fastify';
import { pageRequestOf } from './page-request';

const requestOf = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: 'GET', headers }) as unknown as FastifyRequest;

describe('pageRequestOf', () => {
  it('matches the route once: its id, owner and whether the path is one of its pages', () => {
    const story = pageRequestOf(requestOf('/esportes/news_stories/folha-000001?lang=en'), true);
    expect(story).toMatchObject({ routeId: 'newsStory', owner: 'mf-news', isPage: true, litePath: true });
    expect(story.locale).toBe('en');
    expect(story.askedLocale).toBe('en');
    expect(story.path).toBe('/esportes/news_stories/folha-000001?lang=en');
    const unknown = pageRequestOf(requestOf('/no/such/page'), true);
    expect(unknown).toMatchObject({ routeId: undefined, owner: 'shell', isPage: false, litePath: false });
  });

  it("takes the reader's language and zone from cookies, and ignores a zone that is none", () => {
    const page = pageRequestOf(requestOf('/tv', { cookie: 'onda_locale=es; onda_tz=America/Manaus' }), true);
    expect(page).toMatchObject({
      locale: 'es',
      askedLocale: undefined,
      timeZone: 'America/Manaus',
      tvPath: true,
    });
    const bad = pageRequestOf(requestOf('/', { cookie: 'onda_tz=Mars/Olympus' }), true);
    expect(bad.timeZone).toBe('America/Sao_Paulo');
  });

  it('wants the lite page only for a story, with Save-Data, without ?full, and when one can be made', () => {
    const saveData = { 'save-data': 'on' };
    expect(pageRequestOf(requestOf('/esportes/news_stories/folha-000001', saveData), true).liteWanted).toBe(
      true,
    );
    expect(
      pageRequestOf(requestOf('/esportes/news_stories/folha-000001?full', saveData), true).liteWanted,
    ).toBe(false);
    expect(pageRequestOf(requestOf('/esportes/news_stories/folha-000001', saveData), false).liteWanted).toBe(
      false,
    );
    expect(pageRequestOf(requestOf('/sports', saveData), true)).toMatchObject({
      liteWanted: false,
      saveData: true,
    });
  });
});

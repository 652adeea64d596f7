import {
  articleIdFrom,
  articlePath,
  articleTargetOf,
  articleWebPath,
  isNewsStoryRoute,
  mediaTargetFrom,
} from './article-paths';
import { matchRoute } from './routes';

describe('article paths', () => {
  it('builds the canonical path with the title slugged, and the web form', () => {
    const story = { context: 'news_stories', vertical: 'noticias', publisher: 'folha', id: 'a1' } as const;
    expect(articlePath({ ...story, name: 'Ação no Maracanã!' })).toBe(
      '/noproxy/news_stories/noticias/folha/acao-no-maracana/a1',
    );
    expect(articlePath({ ...story, name: '¿!' })).toBe('/noproxy/news_stories/noticias/folha/materia/a1');
    expect(articleWebPath('videos', 'a b')).toBe('/noproxy/videos/web/a%20b');
  });

  it('reads the id of every article route form', () => {
    expect(articleIdFrom('news_stories', 'web/123')).toBe('123');
    expect(articleIdFrom('news_stories', 'futebol/globo/gol-de-placa/987')).toBe('987');
    expect(articleIdFrom('videos', '555/melhores-momentos')).toBe('555');
    expect(articleIdFrom('videos', '556')).toBe('556');
    // A lone category, a story without its slug, or web without an id names no story.
    expect(articleIdFrom('news_stories', 'futebol')).toBeUndefined();
    expect(articleIdFrom('news_stories', '555/melhores-momentos')).toBeUndefined();
    expect(articleIdFrom('videos', 'web')).toBeUndefined();
  });

  it('reads the context and id of a media path', () => {
    expect(mediaTargetFrom('news_stories/news/folha/slug/4')).toEqual({ context: 'news_stories', id: '4' });
    expect(mediaTargetFrom('videos/x/y/z/5')).toEqual({ context: 'videos', id: '5' });
    expect(mediaTargetFrom('news_stories')).toBeUndefined();
    expect(mediaTargetFrom('galleries/x/6')).toBeUndefined();
  });

  it('parses what it builds, from the whole path, decoded once', () => {
    const built = articlePath({
      context: 'news_stories',
      vertical: 'v',
      publisher: 'p',
      name: 'T',
      id: 'x1',
    });
    expect(articleTargetOf(built)).toEqual({ context: 'news_stories', id: 'x1' });
    expect(articleTargetOf(articleWebPath('videos', 'id com espaço'))).toEqual({
      context: 'videos',
      id: 'id com espaço',
    });
    expect(articleTargetOf('/media/videos/v/p/n/9')).toEqual({ context: 'videos', id: '9' });
    expect(articleTargetOf('/noproxy/news_stories/futebol')).toBeUndefined();
    expect(articleTargetOf('/sports')).toBeUndefined();
  });

  it('knows a news story page by its route, found or not', () => {
    const routeOf = (path: string) => matchRoute(path)?.route.id;
    for (const path of ['/noproxy/news_stories/web/1', '/x/news_stories', '/media/news_stories/1'])
      expect(isNewsStoryRoute(routeOf(path), path)).toBe(true);
    for (const path of ['/noproxy/videos/web/1', '/media/videos/a/b/c/1', '/discover/news_stories'])
      expect(isNewsStoryRoute(routeOf(path), path)).toBe(false);
  });
});

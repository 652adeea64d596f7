import { pageReaderOf, servesStory } from './page-reader';

describe('page reader', () => {
  it('hands on the reader’s anonymous id from the cookie', () => {
    const reader = pageReaderOf('a=1; onda_psid=0f1e2d3c-aaaa-bbbb', '', true);
    expect(reader).toEqual({ psid: '0f1e2d3c-aaaa-bbbb', headers: { psid: '0f1e2d3c-aaaa-bbbb' } });
  });

  it('mints an id, with its cookie, for a reader who has none or a malformed one', () => {
    for (const cookie of [undefined, 'onda_psid=undefined', 'onda_psid=a%3Cb']) {
      const reader = pageReaderOf(cookie, '', false, () => 'minted-id-1234');
      expect(reader.psid).toBe('minted-id-1234');
      expect(reader.setCookie).toBe('onda_psid=minted-id-1234; Max-Age=31536000; Path=/; SameSite=Strict');
    }
    expect(pageReaderOf(undefined, '', true, () => 'minted-id-1234').setCookie).toMatch(/; Secure$/);
  });

  it('hands on the landing’s tracking parameters only', () => {
    const reader = pageReaderOf('onda_psid=0f1e2d3c-aaaa', '?aff_click_id=A1&x=2&utm_campaign=up', true);
    expect(reader.headers).toEqual({
      psid: '0f1e2d3c-aaaa',
      'x-onda-landing': 'aff_click_id=A1&utm_campaign=up',
    });
  });
});

describe('pages that serve a story', () => {
  it('are article, video, media and TV pages', () => {
    expect(servesStory('/noproxy/news_stories/web/abc')).toBe(true);
    expect(servesStory('/noproxy/videos/web/abc')).toBe(true);
    expect(servesStory('/media/news_stories/x/y/z/abc')).toBe(true);
    expect(servesStory('/tv/videos/noticias/pub/name/abc')).toBe(true);
    expect(servesStory('/')).toBe(false);
    expect(servesStory('/sports')).toBe(false);
  });
});

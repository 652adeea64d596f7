import { offlineAssetsOf } from './offline';

describe('offlineAssetsOf', () => {
  it('reads the starter scripts and the lead picture of a server-rendered page', () => {
    const html = [
      '<main><img src="/api/v3/images/article/abc?w=800&amp;x=1" fetchpriority="high" alt=""></main>',
      '<script data-entry="/shell/1-a/main.js /shell/1-a/2.js" data-preload="/remotes/mf-news/1-b/remoteEntry.js /shell/1-a/2.js">x</script>',
    ].join('');
    expect(offlineAssetsOf(html)).toEqual({
      scripts: ['/shell/1-a/main.js', '/shell/1-a/2.js', '/remotes/mf-news/1-b/remoteEntry.js'],
      image: '/api/v3/images/article/abc?w=800&x=1',
    });
  });

  it('keeps only same-site paths: another site is never stored', () => {
    const html =
      '<img fetchpriority="high" src="https://cdn.example/p.jpg"><script data-entry="//evil.example/x.js /shell/1/main.js">';
    expect(offlineAssetsOf(html)).toEqual({ scripts: ['/shell/1/main.js'] });
  });

  it('gives nothing for a page without a starter or picture', () => {
    expect(offlineAssetsOf('<p>texto</p>')).toEqual({ scripts: [] });
  });
});

import { escapeHtml, jsonForScript, renderShellPage } from './html';

const template =
  '<html lang="pt-BR"><head><!--edge:head--><!--edge:preload--></head><body><!--edge:data--><script src="__SHELL_BASE__main.js"></script></body></html>';

describe('shell page assembly', () => {
  const render = (title: string, data: unknown = {}) =>
    renderShellPage({
      template,
      shellBase: '/shell/1/',
      head: { title, description: 'd', lang: 'en', canonical: 'http://x/a', image: 'http://x/i.png' },
      pageData: data,
      preload: ['/remotes/mf-news/1/mf-manifest.json'],
    });

  it('fills every placeholder', () => {
    const html = render('Home');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Home</title>');
    expect(html).toContain('src="/shell/1/main.js"');
    expect(html).toContain('<meta property="og:image" content="http://x/i.png" />');
    expect(html).toContain('href="/remotes/mf-news/1/mf-manifest.json"');
    expect(html).not.toContain('<!--edge:');
  });

  it('escapes hostile text in the head', () => {
    const html = render('</title><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });

  it('keeps page data from closing its script element', () => {
    const html = render('x', { evil: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('escapes quotes for attributes', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});

import {
  escapeHtml,
  jsonForScript,
  renderServerContainer,
  renderShellPage,
  SLOT_MARK,
  streamShellPage,
} from './html';

const template =
  '<html lang="pt-BR"><head><!--edge:head--><!--edge:preload--></head><body><div id="root"></div><noscript>Ative o JavaScript</noscript><!--edge:data--><script defer src="__SHELL_BASE__main.js"></script></body></html>';

const rendered = {
  remote: 'mf-news' as const,
  version: '1.0.0-a',
  path: '/',
  html: '<h1>Manchete $& $1</h1>',
  results: { hero: { ok: true as const, status: 200, data: { title: 'x' } } },
};

describe('shell page assembly', () => {
  const render = (title: string, data: unknown = {}) =>
    renderShellPage({
      template,
      shellBase: '/shell/1/',
      head: { title, description: 'd', lang: 'en', canonical: 'http://x/a', image: 'http://x/i.png' },
      pageData: data,
      preload: ['/remotes/mf-news/1/remoteEntry.js'],
    });

  it('fills every placeholder', () => {
    const html = render('Home');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Home</title>');
    expect(html).toContain('<meta property="og:image" content="http://x/i.png" />');
    expect(html).toContain('data-entry="/shell/1/main.js" data-preload="/remotes/mf-news/1/remoteEntry.js"');
    expect(html).not.toContain('<!--edge:');
    expect(html).toContain('<noscript>Ative o JavaScript</noscript>');
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

  it("puts a remote's first screen after the root when the layout is the browser's to render", () => {
    const html = renderShellPage({
      template,
      shellBase: '/s/',
      head: { title: 't', description: 'd', lang: 'pt-BR' },
      pageData: {},
      preload: [],
      serverRendered: rendered,
    });
    expect(html).toContain(
      '<div id="root"></div>\n    <div data-server-render="mf-news" data-version="1.0.0-a"><h1>Manchete $& $1</h1></div>',
    );
    expect(html).toContain('<script type="application/json" data-server-data="mf-news">');
  });

  it('puts the rendered layout in the root, its hints in the head, and the data after it', () => {
    const html = renderShellPage({
      template,
      shellBase: '/s/',
      head: { title: 't', description: 'd', lang: 'pt-BR' },
      pageData: {},
      preload: [],
      serverRendered: rendered,
      layout: {
        html: '<header>h</header><main>$&</main>',
        headTags: '<link rel="preload" as="image" href="/l.svg"/>',
      },
    });
    expect(html).toContain('<head><title>t</title>');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/l.svg"\/><\/head>/);
    expect(html).toContain(
      '<div id="root"><header>h</header><main>$&</main></div>\n    <script type="application/json" data-server-data="mf-news">',
    );
    expect(html).not.toContain('<div data-server-render');
    expect(html).not.toContain('<noscript>');
  });

  it('escapes quotes for attributes', () => {
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});

describe('the part of the page before the slot', () => {
  it("never depends on the remote's render, so it can be sent first", () => {
    const page = (serverRendered?: typeof rendered) =>
      renderShellPage({
        template,
        shellBase: '/s/',
        head: { title: 't', description: 'd', lang: 'pt-BR' },
        pageData: serverRendered ? { rendered: { 'mf-news': '1.0.0-a' } } : {},
        preload: serverRendered ? ['/r/remoteEntry.js'] : [],
        serverRendered,
        layout: { html: `<header>h</header><main>${SLOT_MARK}</main>`, headTags: '' },
      });
    const before = (html: string) => html.slice(0, html.indexOf(SLOT_MARK));
    expect(before(page())).toContain('<header>h</header><main>');
    expect(before(page(rendered))).toBe(before(page()));
    expect(page(rendered).slice(page(rendered).indexOf(SLOT_MARK))).toContain('data-server-data="mf-news"');
  });
});

describe('a streamed page', () => {
  const layoutAround = (slot: string) => ({ html: `<header>h</header><main>${slot}</main>`, headTags: '' });
  const frame = {
    template,
    shellBase: '/s/',
    head: { title: 't', description: 'd', lang: 'pt-BR' },
    preload: ['/r/remoteEntry.js'],
  };

  it.each([
    ['its page rendered', rendered],
    ['its render failed', undefined],
  ])('is the page one piece would be, when %s', (_name, serverRendered) => {
    const pageData = serverRendered ? { rendered: { 'mf-news': '1.0.0-a' } } : {};
    const streamed = streamShellPage({ ...frame, layout: layoutAround(SLOT_MARK) });
    const whole = renderShellPage({
      ...frame,
      pageData,
      serverRendered,
      layout: layoutAround(serverRendered ? renderServerContainer(serverRendered) : ''),
    });
    expect(streamed).toBeDefined();
    expect(streamed!.before + streamed!.after(serverRendered, pageData)).toBe(whole);
  });

  it('has no slot to stream around without one in the layout', () => {
    expect(streamShellPage({ ...frame, layout: layoutAround('') })).toBeUndefined();
  });
});

import {
  bodyParagraphs,
  escapeHtml,
  serveStatic,
  staticArticleHtml,
  type StaticArticle,
} from './static-page';

const article: StaticArticle = {
  title: 'AC Milan vence ŠK Slovan Bratislava <fora> de casa',
  description: 'Em partida válida pela "Champions League" 2024/25',
  body: 'Primeiro parágrafo.\n\nO primeiro tempo\nterminou 1 a 1.\n\n\n',
  bodyFormat: 'text',
  imagePath: '/api/v3/images/article/story-1?w=800&h=450',
  imageWidth: 800,
  imageHeight: 450,
  lang: 'pt-BR',
};

describe('bodyParagraphs', () => {
  it('splits a text body on blank lines and joins the lines of a paragraph', () => {
    expect(bodyParagraphs(article.body, 'text')).toEqual([
      'Primeiro parágrafo.',
      'O primeiro tempo terminou 1 a 1.',
    ]);
  });

  it('keeps only the text of an HTML body, one paragraph per block', () => {
    const html =
      '<p>Um <a href="https://example.org">link</a> &amp; mais</p><script>alert(1)</script><h2>Título</h2>Linha<br>Outra&#39;s &#x263A;';
    expect(bodyParagraphs(html, 'html')).toEqual(['Um link & mais', 'Título', 'Linha', "Outra's ☺"]);
  });
});

describe('staticArticleHtml', () => {
  const html = staticArticleHtml(article);

  it('is a plain semantic page for phones: viewport, h1, description, image with its size, paragraphs', () => {
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(
      '<main>\n<article>\n<h1>AC Milan vence ŠK Slovan Bratislava &lt;fora&gt; de casa</h1>',
    );
    expect(html).toContain('<p>Em partida válida pela &quot;Champions League&quot; 2024/25</p>');
    expect(html).toContain(
      '<img src="/api/v3/images/article/story-1?w=800&amp;h=450" alt="AC Milan vence ŠK Slovan Bratislava &lt;fora&gt; de casa" width="800" height="450">',
    );
    expect(html).toContain('<p>Primeiro parágrafo.</p>\n<p>O primeiro tempo terminou 1 a 1.</p>\n</article>');
  });

  it('has no script and no markup from the article', () => {
    const hostile = staticArticleHtml({
      ...article,
      body: '<img src=x onerror=alert(1)><script>x()</script>ok',
      bodyFormat: 'html',
    });
    expect(hostile).not.toMatch(/<script|onerror/);
    expect(hostile).toContain('<p>ok</p>');
  });

  it('leaves the image out when the article has none', () => {
    expect(staticArticleHtml({ ...article, imagePath: undefined })).not.toContain('<img');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('serveStatic', () => {
  it('serves the page gzipped, the image as is, and 404 for anything else, on a loopback port', async () => {
    const server = await serveStatic(
      new Map([
        ['/article', { body: Buffer.from('<p>olá</p>'), contentType: 'text/html; charset=utf-8' }],
        ['/img?w=800', { body: Buffer.from([1, 2, 3]), contentType: 'image/webp' }],
      ]),
    );
    try {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const page = await fetch(`${server.origin}/article`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(await page.text()).toBe('<p>olá</p>');
      const image = await fetch(`${server.origin}/img?w=800`);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([1, 2, 3]);
      expect((await fetch(`${server.origin}/img`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

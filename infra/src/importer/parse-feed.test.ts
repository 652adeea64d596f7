import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FeedParseError, parseFeed, resolveHttpUrl } from './parse-feed';

const FIXTURES = join(__dirname, '../../test/fixtures/feeds');
const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
const NOW = new Date('2025-03-12T00:00:00.000Z');
const RSS_URL = 'https://noticias.example.com.br/feed/rss';

describe('parseFeed with RSS 2.0 in Portuguese', () => {
  const feed = parseFeed(fixture('rss-pt.xml'), RSS_URL, { now: NOW });
  const [first, second, third] = feed.items;

  it('decodes the channel title', () => {
    expect(feed.title).toBe('Notícias do Esporte & Cia');
  });

  it('drops the javascript: item and the duplicate guid', () => {
    expect(feed.items.map((item) => item.guid)).toEqual([
      'noticia-1001',
      'https://noticias.example.com.br/selecao/convocacao',
      'noticia-1004',
    ]);
    expect(JSON.stringify(feed)).not.toContain('javascript:');
  });

  it('reads CDATA titles, accents, author, categories and the enclosure image', () => {
    expect(first).toMatchObject({
      title: 'Flamengo vence o Grêmio e assume a liderança',
      link: 'https://noticias.example.com.br/futebol/flamengo-vence-gremio',
      author: 'João da Silva',
      imageUrl: 'https://img.example.com.br/flamengo-gremio.jpg',
      categories: ['Futebol', 'Série A'],
    });
  });

  it('converts the RFC 822 date with its offset to ISO', () => {
    expect(first?.publishedAt).toBe('2025-03-10T00:30:00.000Z');
  });

  it('makes a plain-text summary without scripts or tags', () => {
    expect(first?.summary).toBe(
      'Com gols de Pedro e Arrascaeta, o Rubro-Negro venceu por 2 a 0 no Maracanã.',
    );
  });

  it('keeps content:encoded raw for the renderer to sanitise', () => {
    expect(first?.bodyHtml).toContain('<strong>Pedro</strong>');
  });

  it('resolves a relative link against the feed URL and decodes escaped HTML descriptions', () => {
    expect(second).toMatchObject({
      title: 'Seleção convocada: veja a lista – e as surpresas',
      link: 'https://noticias.example.com.br/selecao/convocacao',
      author: 'Redação',
      summary: 'Técnico chama três estreantes & mantém a base.',
      imageUrl: 'https://img.example.com.br/selecao-thumb.webp',
    });
  });

  it('gives an item without a valid date the fetch time and drops a javascript: image', () => {
    expect(third?.publishedAt).toBe(NOW.toISOString());
    expect(third?.imageUrl).toBeUndefined();
  });
});

describe('parseFeed with Atom', () => {
  const feed = parseFeed(fixture('atom.xml'), 'https://blog.example.org/atom.xml', { now: NOW });
  const [first, second] = feed.items;

  it('reads the entry with RFC 3339 dates, html summary and content', () => {
    expect(feed.title).toBe('Blog de Tecnologia');
    expect(first).toMatchObject({
      guid: 'tag:blog.example.org,2025:node-20',
      title: 'Novidades do Node 20',
      link: 'https://blog.example.org/2025/03/node-20',
      publishedAt: '2025-03-10T18:00:00.000Z',
      author: 'Maria Souza',
      summary: 'O que muda na versão 20.',
      bodyHtml: '<p>Texto completo com <a href="https://nodejs.org">link</a>.</p>',
      imageUrl: 'https://blog.example.org/img/node-20.png',
      categories: ['Node.js', 'javascript'],
    });
  });

  it('falls back to the feed author, keeps XHTML content and summarises it', () => {
    expect(second).toMatchObject({
      link: 'https://blog.example.org/posts/sem-resumo',
      author: 'Equipe do Blog',
      summary: 'Conteúdo em XHTML.',
      imageUrl: 'https://blog.example.org/thumbs/sem-resumo.jpg',
    });
    expect(second?.bodyHtml).toContain('<p>Conteúdo em XHTML.</p>');
  });
});

describe('parseFeed on bad input', () => {
  it('reports malformed XML with its position', () => {
    expect(() => parseFeed(fixture('malformed.xml'), RSS_URL)).toThrow(
      expect.objectContaining({ kind: 'malformed-xml', message: expect.stringMatching(/line 8/) }),
    );
  });

  it('reports well-formed XML that is not a feed', () => {
    expect(() => parseFeed('<?xml version="1.0"?><urlset><url/></urlset>', RSS_URL)).toThrow(
      new FeedParseError(
        'not-a-feed',
        'Not an RSS or Atom feed: the root element is <urlset>, expected <rss>, <rdf:RDF> or <feed>.',
      ),
    );
  });

  it('does not expand DOCTYPE entities (billion laughs)', () => {
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "lol">${lol}]><rss><channel><title>&l9;</title><item><title>t</title><link>https://x.example/1</link></item></channel></rss>`;

    const feed = parseFeed(xml, RSS_URL);

    expect(feed.title).toBe('&l9;');
    expect(feed.items).toHaveLength(1);
  });

  it('turns parser security errors into malformed-xml', () => {
    expect(() => parseFeed('<rss><__proto__><x>1</x></__proto__></rss>', RSS_URL)).toThrow(FeedParseError);
  });

  it('ignores dates far in the future', () => {
    const xml = `<rss><channel><title>t</title><item><title>a</title><link>https://x.example/a</link><pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate></item></channel></rss>`;

    expect(parseFeed(xml, RSS_URL, { now: NOW }).items[0]?.publishedAt).toBe(NOW.toISOString());
  });
});

describe('resolveHttpUrl', () => {
  it.each([
    ['/a?b=1', 'https://noticias.example.com.br/a?b=1'],
    ['HTTPS://Example.com/x', 'https://example.com/x'],
    ['javascript:alert(1)', undefined],
    [' data:text/html,<script>', undefined],
    ['file:///etc/passwd', undefined],
    ['https://user:pass@example.com/', undefined],
    ['', undefined],
  ])('%p -> %p', (raw, expected) => {
    expect(resolveHttpUrl(raw, RSS_URL)).toBe(expected);
  });
});

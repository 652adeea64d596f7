import { applyPageHead, headIsFor, shortDescription, siteHead } from './head';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('applyPageHead', () => {
  it('writes the title, description, canonical and social tags of a page', () => {
    applyPageHead(
      {
        title: 'Gol no fim | Onda',
        description: 'Resumo',
        canonical: 'https://onda.example/a',
        image: 'https://onda.example/i.png',
        type: 'article',
      },
      '/a',
    );
    expect([
      document.title,
      content('meta[name="description"]'),
      content('link[rel="canonical"]'),
      content('meta[property="og:title"]'),
      content('meta[property="og:url"]'),
      content('meta[property="og:type"]'),
      content('meta[property="og:image"]'),
      content('meta[name="twitter:card"]'),
    ]).toEqual([
      'Gol no fim | Onda',
      'Resumo',
      'https://onda.example/a',
      'Gol no fim | Onda',
      'https://onda.example/a',
      'article',
      'https://onda.example/i.png',
      'summary_large_image',
    ]);
  });

  it('removes the image tags of the previous page when the next has none', () => {
    applyPageHead({ title: 'A', description: 'a', image: 'https://onda.example/i.png' }, '/a');
    applyPageHead({ title: 'B', description: 'b' }, '/b');
    expect([content('meta[property="og:image"]'), content('meta[name="twitter:card"]')]).toEqual([
      undefined,
      'summary',
    ]);
  });

  it('writes a share card with its size and text, and keeps a language URL canonical', () => {
    window.history.replaceState(null, '', '/a?lang=en');
    applyPageHead(
      {
        title: 'A',
        description: 'a',
        canonical: 'https://onda.example/a',
        image: { url: 'https://onda.example/c.jpg', width: 1200, height: 630, alt: 'Gol no fim' },
      },
      '/a',
    );
    expect([
      content('meta[property="og:image:width"]'),
      content('meta[property="og:image:height"]'),
      content('meta[property="og:image:alt"]'),
      content('link[rel="canonical"]'),
    ]).toEqual(['1200', '630', 'Gol no fim', 'https://onda.example/a?lang=en']);
    window.history.replaceState(null, '', '/');
  });

  it('remembers the path it was written for', () => {
    applyPageHead({ title: 'A', description: 'a' }, '/a');
    expect([headIsFor('/a'), headIsFor('/b')]).toEqual([true, false]);
  });
});

describe('siteHead', () => {
  const config = { url: 'https://onda.example', meta: { title: 'Onda', description: 'Site', keywords: '' } };

  it('is the site meta with the path as canonical', () => {
    expect(siteHead(config, '/tv')).toEqual({
      title: 'Onda',
      description: 'Site',
      canonical: 'https://onda.example/tv',
    });
  });

  it('has no canonical when the configured URL is not one', () => {
    expect(siteHead({ ...config, url: 'nada' }, '/tv').canonical).toBeUndefined();
  });
});

describe('shortDescription', () => {
  it('cuts a long summary at a word', () => {
    const text = `${'palavra '.repeat(40)}fim`;
    const short = shortDescription(text);
    expect([short.length <= 200, short.endsWith('palavra…')]).toEqual([true, true]);
  });
});

import { isHttpUrl, isInternalPath, mailtoHref, safeHref } from './safeUrl';

describe('isInternalPath', () => {
  it.each(['/', '/tv', '/about.html', '/search/relevance/gol?x=1'])('accepts %s', (path) => {
    expect(isInternalPath(path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'tv', 'javascript:alert(1)', '/a b', '/\tx'])(
    'refuses %s',
    (path) => {
      expect(isInternalPath(path)).toBe(false);
    },
  );
});

describe('isHttpUrl', () => {
  it.each(['https://onda.example/a', 'http://localhost:8080/'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'java\tscript:alert(1)',
    '/relative',
    'ftp://x',
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('safeHref', () => {
  it('keeps a safe value', () => {
    expect(safeHref('https://onda.example/sobre', '/about.html')).toBe('https://onda.example/sobre');
  });

  it('falls back for an unsafe value', () => {
    expect(safeHref('data:text/html,x', '/about.html')).toBe('/about.html');
  });

  it('falls back for an empty value', () => {
    expect(safeHref('', '/about.html')).toBe('/about.html');
  });
});

describe('mailtoHref', () => {
  it('builds a mailto link for a plain address', () => {
    expect(mailtoHref('contato@onda.example')).toBe('mailto:contato@onda.example');
  });

  it.each(['not-an-email', 'a@b.c?bcc=x@y.z', 'a@b.c&subject=x', 'javascript:a@b.c'])(
    'refuses %s',
    (value) => {
      expect(mailtoHref(value)).toBeUndefined();
    },
  );
});

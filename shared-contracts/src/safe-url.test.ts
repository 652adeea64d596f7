import { isHttpUrl, isSitePath, safeHref, safeReturnPath, safeUrl } from './safe-url';

/** Values that must never reach an href or src, however they are dressed up. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '//evil.example/x',
  ' //evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/a b',
  'ftp://files.example/x',
  'tv',
  '',
];

describe('isSitePath', () => {
  it.each(['/', '/tv', '/about.html', '/search/relevance/gol?x=1', ' /tv '])('accepts %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([...HOSTILE, '/a b', '/\tx', 'https://onda.example/'])('refuses %j', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it.each([
    'https://onda.example/a',
    'http://localhost:8080/',
    'HTTPS://ONDA.EXAMPLE/',
    ' https://onda.example/ ',
  ])('accepts %j', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([...HOSTILE, '/relative'])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('safeUrl', () => {
  it('gives a safe value back trimmed', () => {
    expect(safeUrl('  https://onda.example/sobre\n')).toBe('https://onda.example/sobre');
    expect(safeUrl('\t/tv ')).toBe('/tv');
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeUrl(value)).toBeUndefined();
  });

  it('refuses a missing value', () => {
    expect(safeUrl(undefined)).toBeUndefined();
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

describe('safeReturnPath', () => {
  it.each(['/', '/accounts/user/signedin', '/feed/home?x=1&y=%C3%A9', '/sports/scores/x/live#top'])(
    'keeps the site path %s',
    (value) => {
      expect(safeReturnPath(value)).toBe(value);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'https:',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/ok path',
    ' /leading-space',
    '/tab\there',
    '/\u0000x',
    '',
    undefined,
    null,
    `/${'a'.repeat(3000)}`,
  ])('sends unsafe value %# home', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

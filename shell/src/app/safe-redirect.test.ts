import { safeRedirectPath } from './safe-redirect';

describe('safe redirect paths', () => {
  it.each(['/', '/sports/scores', '/search/relevance/sele%C3%A7%C3%A3o', '/feed/home?page=2'])(
    'accepts %s',
    (p) => {
      expect(safeRedirectPath(p)).toBe(p);
    },
  );

  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/path with space',
    '/<script>',
    '',
    null,
  ])('refuses %s', (p) => {
    expect(safeRedirectPath(p)).toBeUndefined();
  });
});

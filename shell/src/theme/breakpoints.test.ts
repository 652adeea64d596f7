import { BREAKPOINTS, isDesktopWidth, mq } from './breakpoints';

describe('breakpoints (spec 9)', () => {
  it('keeps the spec values', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('treats 1278 px as mobile and 1279 px as desktop', () => {
    expect([isDesktopWidth(1278), isDesktopWidth(1279)]).toEqual([false, true]);
  });

  it('builds matching media queries', () => {
    expect([mq.mobile, mq.desktop, mq.up('md')]).toEqual([
      '@media (max-width: 1278px)',
      '@media (min-width: 1279px)',
      '@media (min-width: 768px)',
    ]);
  });
});

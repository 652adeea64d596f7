/** @jest-environment node */
import { COOKIES, FALLBACK_SITE_CONFIG, type LayoutRenderInput } from 'shared-contracts';
import { renderLayout } from './server';

const input = (overrides: Partial<LayoutRenderInput> = {}): LayoutRenderInput => ({
  url: '/',
  locale: 'pt',
  config: FALLBACK_SITE_CONFIG,
  topics: [{ key: 'news', name: 'Notícias', href: '/favorites/Not%C3%ADcias/news/feed', type: 'profile' }],
  missing: false,
  cookies: '',
  ...overrides,
});

describe('the layout rendered on the server', () => {
  it('has the header, the topic bar with the given topics and the footer', () => {
    const { html } = renderLayout(input());
    expect(html).toContain('<header');
    expect(html).toContain('href="/favorites/Not%C3%ADcias/news/feed"');
    expect(html).toContain('<footer');
    expect(html).toContain('Entrar');
  });

  it("puts the page remote's container in its slot, as it is, and leaves the others empty", () => {
    const container = '<div data-server-render="mf-news" data-version="1.0.0-x"><h1>Manchete</h1></div>';
    const { html } = renderLayout(input({ slot: { remote: 'mf-news', html: container } }));
    expect(html).toMatch(
      /<div id="slot-mf-news" data-page-slot="mf-news">\s*<div data-server-render="mf-news"/,
    );
    expect(html).toContain('<h1>Manchete</h1>');
    expect(html).toMatch(/<div id="slot-mf-sports" data-page-slot="mf-sports" hidden=""><\/div>/);
  });

  it('shows the not-found page on a path the edge answers with 404', () => {
    const { html } = renderLayout(input({ url: '/nada', missing: true }));
    expect(html).toContain('Página não encontrada');
  });

  it('speaks the reader’s language', () => {
    expect(renderLayout(input({ locale: 'es' })).html).toContain('Iniciar sesión');
  });

  it('renders the cookie banner for every reader: the page is the same for all, the head hides it', () => {
    const region = 'aria-label="Aviso de cookies"';
    const chosen = `${COOKIES.consent}=1.m1a1p1.1767225600.abcdefghijklmnop`;
    expect([renderLayout(input()).html, renderLayout(input({ cookies: chosen })).html]).toEqual([
      expect.stringContaining(region),
      expect.stringContaining(region),
    ]);
  });

  it('renders the banner as a form that works before the scripts run', () => {
    const html = renderLayout(input()).html;
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    const buttons = [...html.matchAll(/<button type="submit"[^>]*>/g)].map((match) => match[0]);
    expect([form.includes('action="/api/v3/consent"'), form.includes('method="post"')]).toEqual([true, true]);
    expect(
      buttons.filter((b) => b.includes('name="choice"')).map((b) => /value="(\w+)"/.exec(b)?.[1]),
    ).toEqual(['all', 'necessary', 'custom']);
  });

  it('carries its styles with it', () => {
    expect(renderLayout(input()).html).toMatch(/<style data-emotion="css/);
  });
});

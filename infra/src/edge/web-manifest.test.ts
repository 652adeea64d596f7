import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { shortNameOf, START_URL, webManifestOf } from './web-manifest';

describe('web app manifest', () => {
  it('names the brand, opens standalone from a marked start URL, in the reader language', () => {
    const manifest = webManifestOf(FALLBACK_SITE_CONFIG, 'es');
    expect(manifest).toMatchObject({
      name: FALLBACK_SITE_CONFIG.name,
      display: 'standalone',
      start_url: START_URL,
      scope: '/',
      lang: 'es',
      theme_color: FALLBACK_SITE_CONFIG.template.branding.colors.header,
      background_color: FALLBACK_SITE_CONFIG.template.branding.colors.body,
    });
    expect(START_URL).toMatch(/source=pwa/);
  });

  it('lists 192 and 512 px icons and a maskable one', () => {
    const icons = webManifestOf(FALLBACK_SITE_CONFIG, 'pt').icons as { sizes: string; purpose: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('keeps a short name a launcher can show', () => {
    expect(shortNameOf('Onda Notícias')).toBe('Onda');
    expect(shortNameOf('Onda')).toBe('Onda');
    expect(shortNameOf('Supercalifragilistic News').length).toBeLessThanOrEqual(12);
  });
});

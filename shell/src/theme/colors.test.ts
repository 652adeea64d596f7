import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { color, colorDeclarations, resolveColors } from './colors';

const bundled = FALLBACK_SITE_CONFIG.template.branding.colors;

describe('resolveColors', () => {
  it('keeps valid hex colours of the config', () => {
    expect(resolveColors({ ...bundled, header: '#123456' }).header).toBe('#123456');
  });

  it('replaces a value that is not a hex colour with the bundled one', () => {
    expect(resolveColors({ ...bundled, header: 'red;}body{display:none' }).header).toBe(bundled.header);
  });

  it('replaces a link colour that fails AA on the body with the bundled one', () => {
    expect(resolveColors({ ...bundled, link: '#dddddd' }).link).toBe(bundled.link);
  });

  it('picks a readable text colour when neither the config nor the bundled one passes', () => {
    expect(
      resolveColors({ ...bundled, body: '#0a0a0a', backgrounds: '#111111', texts: '#222222' }).texts,
    ).toBe('#ffffff');
  });
});

describe('colorDeclarations', () => {
  it('declares each colour and a readable text colour for it', () => {
    const declarations = colorDeclarations(resolveColors(bundled));
    expect([declarations['--onda-color-header'], declarations['--onda-on-header']]).toEqual([
      '#002a5c',
      '#ffffff',
    ]);
  });

  it('exposes var() references for components', () => {
    expect(color.brand).toBe('var(--onda-color-brand)');
  });
});

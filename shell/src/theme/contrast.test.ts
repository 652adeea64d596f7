import { FALLBACK_SITE_CONFIG } from 'shared-contracts';
import { contrastRatio, parseHex, readableOn } from './contrast';

describe('contrast', () => {
  it('gives 21:1 for black on white', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('rejects colours that are not hex', () => {
    expect(parseHex('red; background: url(x)')).toBeUndefined();
  });

  it('picks white text on the navy header', () => {
    expect(readableOn('#002a5c')).toBe('#ffffff');
  });

  it('picks dark text on the orange accent', () => {
    expect(readableOn('#f79009')).toBe('#101828');
  });

  it('gives every bundled branding colour a text colour that passes AA', () => {
    const colours = Object.values(FALLBACK_SITE_CONFIG.template.branding.colors);
    const failing = colours.filter((bg) => contrastRatio(bg, readableOn(bg)) < 4.5);
    expect(failing).toEqual([]);
  });
});

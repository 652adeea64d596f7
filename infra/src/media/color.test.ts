import { contrastRatio, hslToRgb, readableTextOn, relativeLuminance, rgbToHex } from './color';
import { badgePalette } from './render';

describe('colour maths', () => {
  it('converts HSL primaries to sRGB hex', () => {
    expect(rgbToHex(hslToRgb(0, 1, 0.5))).toBe('#FF0000');
    expect(rgbToHex(hslToRgb(120, 1, 0.5))).toBe('#00FF00');
    expect(rgbToHex(hslToRgb(240, 1, 0.25))).toBe('#000080');
  });

  it('computes WCAG contrast: black on white is 21:1', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
  });

  it('picks black or white text with at least 4.5:1 on any grey', () => {
    for (let v = 0; v <= 255; v += 1) {
      const grey = rgbToHex({ r: v, g: v, b: v });
      expect(contrastRatio(readableTextOn(grey), grey)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every generated badge palette text contrast of at least 4.5:1', () => {
    for (let i = 0; i < 2000; i += 1) {
      const { fill, text } = badgePalette(`team-${i}`);
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

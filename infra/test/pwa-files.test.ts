import { brandColourOf, icoOf } from '../build/pwa-files.mjs';

describe('app icon files', () => {
  it('takes the brand colour from the SVG mark', () => {
    expect(brandColourOf('<svg><rect width="32" fill="#002a5c"/><path fill="#fff"/></svg>')).toBe('#002a5c');
    expect(brandColourOf('<svg/>')).toBe('#002a5c');
  });

  it('writes an ICO container that points at each PNG', () => {
    const a = Buffer.from('png-16');
    const b = Buffer.from('png-32-longer');
    const ico = icoOf([
      { size: 16, png: a },
      { size: 32, png: b },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt32LE(6 + 8)).toBe(a.length);
    const offsetB = ico.readUInt32LE(6 + 16 + 12);
    expect(ico.subarray(offsetB).toString()).toBe('png-32-longer');
  });
});

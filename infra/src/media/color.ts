/**
 * Colour maths for generated images. Contrast follows WCAG 2.x: relative luminance of sRGB and
 * the ratio (L1 + 0.05) / (L2 + 0.05); 4.5:1 is the AA threshold for normal text.
 */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** HSL (hue in degrees, saturation and lightness in 0..1) to 8-bit sRGB. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp01(saturation);
  const l = clamp01(lightness);
  if (s === 0) {
    const v = Math.round(l * 255);
    return { r: v, g: v, b: v };
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number): number => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return {
    r: Math.round(channel(h + 1 / 3) * 255),
    g: Math.round(channel(h) * 255),
    b: Math.round(channel(h - 1 / 3) * 255),
  };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  return {
    r: parseInt(match[1] ?? '0', 16),
    g: parseInt(match[2] ?? '0', 16),
    b: parseInt(match[3] ?? '0', 16),
  };
}

export function hslHex(hue: number, saturation: number, lightness: number): string {
  return rgbToHex(hslToRgb(hue, saturation, lightness));
}

/** WCAG relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const TEXT_LIGHT = '#FFFFFF';
export const TEXT_DARK = '#000000';

/**
 * White or black, whichever contrasts more with the fill. Against pure black and white the worse
 * of the two best cases is about 4.58:1, so every fill gets at least WCAG AA (4.5:1) text.
 */
export function readableTextOn(fill: string): string {
  return contrastRatio(fill, TEXT_LIGHT) >= contrastRatio(fill, TEXT_DARK) ? TEXT_LIGHT : TEXT_DARK;
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

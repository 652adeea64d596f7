/**
 * Colours come from the site config (spec 3: template.branding.colors) as CSS custom properties on
 * :root. Components use `color.*` (the branding colour) and `onColor.*` (a text colour that passes
 * WCAG AA on it), never literal hex values.
 */
import { FALLBACK_SITE_CONFIG, type SiteConfig } from 'shared-contracts';
import { contrastRatio, parseHex, readableOn } from './contrast';

export type BrandColors = SiteConfig['template']['branding']['colors'];
export type ColorName = keyof BrandColors;

const NAMES = Object.keys(FALLBACK_SITE_CONFIG.template.branding.colors) as ColorName[];

const varName = (name: ColorName): string => `--onda-color-${name}`;
const onVarName = (name: ColorName): string => `--onda-on-${name}`;

const table = <T>(f: (name: ColorName) => T): Record<ColorName, T> =>
  Object.fromEntries(NAMES.map((name) => [name, f(name)])) as Record<ColorName, T>;

/** `var(--onda-color-<name>)` for use in css. */
export const color: Readonly<Record<ColorName, string>> = table((n) => `var(${varName(n)})`);
/** `var(--onda-on-<name>)`: readable text on that colour. */
export const onColor: Readonly<Record<ColorName, string>> = table((n) => `var(${onVarName(n)})`);

/**
 * Only hex colours are accepted from the config (it is data from the network): anything else
 * falls back to the bundled colour. Link and text colours that would fail AA on the body or backgrounds fall back
 * too, so a badly chosen palette cannot make the site unreadable (axe "color-contrast").
 */
export function resolveColors(colors: Partial<BrandColors> | undefined): BrandColors {
  const fallback = FALLBACK_SITE_CONFIG.template.branding.colors;
  const pick = (name: ColorName): string => {
    const value = colors?.[name]?.trim();
    return value && parseHex(value) ? value : fallback[name];
  };
  const resolved = table(pick);
  // Text and links sit on both the body and the backgrounds colour (topic bar, footer).
  const readable = (fg: string) =>
    Math.min(contrastRatio(fg, resolved.body), contrastRatio(fg, resolved.backgrounds)) >= 4.5;
  for (const name of ['texts', 'headings', 'link'] as const) {
    if (!readable(resolved[name]))
      resolved[name] = readable(fallback[name]) ? fallback[name] : readableOn(resolved.body);
  }
  return resolved;
}

/** The custom property declarations for :root. */
export function colorDeclarations(colors: BrandColors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of NAMES) {
    out[varName(name)] = colors[name];
    out[onVarName(name)] = readableOn(colors[name]);
  }
  return out;
}

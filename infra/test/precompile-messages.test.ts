/**
 * The catalogue loader of browser builds: message strings become react-intl's syntax trees, which
 * format exactly as the strings do; everything else in the file is left as it was.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { precompileMessages } from '../build/precompile-messages.mjs';

/** Runs the loader's output (an ES module body without imports) and returns its exports. */
function evaluate(source: string): Record<string, unknown> {
  const body = source.replace(/export const /g, 'exports.');
  const exports: Record<string, unknown> = {};
  new Function('exports', body)(exports);
  return exports;
}

describe('precompileMessages', () => {
  const source = [
    'export const pt = {',
    '  "rewards.title": "Ganhe {megabytes} MB",',
    '  "rewards.read": `{read, plural, one {# matéria lida} other {# matérias lidas}}`,',
    '  ...{ "extra.key": "Olá" },',
    '};',
    'export const LANGUAGES = { pt: "pt-BR", en: "en" };',
    'export const mixed = { "a.b": "texto", count: 3 };',
  ].join('\n');

  it('turns every message of a catalogue into a tree that formats as the string does', () => {
    const { pt } = evaluate(precompileMessages(source)) as { pt: Record<string, unknown> };
    expect(Array.isArray(pt['rewards.title'])).toBe(true);
    const format = (message: unknown, values: Record<string, number>) =>
      new IntlMessageFormat(message as string, 'pt-BR').format(values);
    expect(format(pt['rewards.title'], { megabytes: 50 })).toBe(
      format('Ganhe {megabytes} MB', { megabytes: 50 }),
    );
    expect(format(pt['rewards.read'], { read: 1 })).toBe('1 matéria lida');
    expect(format(pt['rewards.read'], { read: 2 })).toBe('2 matérias lidas');
  });

  it('leaves objects that are not catalogues as they are', () => {
    const out = evaluate(precompileMessages(source));
    expect(out.LANGUAGES).toEqual({ pt: 'pt-BR', en: 'en' });
    expect(out.mixed).toEqual({ 'a.b': 'texto', count: 3 });
  });

  it('fails the build on a message that does not parse', () => {
    expect(() => precompileMessages('export const pt = { "a.b": "{unclosed" };')).toThrow();
  });
});

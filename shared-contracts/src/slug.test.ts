import { slugOf } from './slug';

describe('slugOf', () => {
  it('drops accents and joins words with one dash', () => {
    expect(slugOf('Brasileirão Série A')).toBe('brasileirao-serie-a');
    expect(slugOf('  São Paulo x Grêmio!! ')).toBe('sao-paulo-x-gremio');
    expect(slugOf('Ação & Reação: 2 × 1')).toBe('acao-reacao-2-1');
  });

  it('cuts at max without a trailing dash', () => {
    expect(slugOf('abc def', { max: 4 })).toBe('abc');
    expect(slugOf('x'.repeat(100))).toHaveLength(80);
  });

  it('gives the fallback when nothing is left', () => {
    expect(slugOf('¿¡!?', { fallback: 'jogo' })).toBe('jogo');
    expect(slugOf('日本語')).toBe('');
  });
});

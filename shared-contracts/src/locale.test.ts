import { localeFromSearch, localizedUrl } from './locale';
import { pageTitle, shortTitle } from './short-description';

describe('page languages by address', () => {
  it('reads ?lang= and writes each language its own URL, the default without it', () => {
    expect(localeFromSearch('?lang=en&page=2')).toBe('en');
    expect(localeFromSearch('?lang=fr')).toBeUndefined();
    expect(localizedUrl('https://onda.example/tv?page=1', 'es')).toBe(
      'https://onda.example/tv?page=1&lang=es',
    );
    expect(localizedUrl('https://onda.example/tv?lang=en', 'pt')).toBe('https://onda.example/tv');
  });

  it('cuts titles at a word to 70 characters, the site name kept whole', () => {
    const long = 'Uma frase longa de notícia que passa muito do limite de setenta caracteres para títulos';
    expect(pageTitle('Curto', 'Onda Notícias')).toBe('Curto | Onda Notícias');
    expect(pageTitle(long, 'Onda Notícias').length).toBeLessThanOrEqual(70);
    expect(pageTitle(long, 'Onda Notícias')).toMatch(/… \| Onda Notícias$/);
    expect(shortTitle(long)).toBe('Uma frase longa de notícia que passa muito do limite de setenta…');
  });
});

import { LOCALES, ROUTES } from 'shared-contracts';
import { missingKeys, withFallback } from './catalogues';
import { en } from './messages/en';
import { es } from './messages/es';
import { pt } from './messages/pt';

const CATALOGUES = { pt, en, es };

const ptKeys = Object.keys(pt).sort();

/** Page titles that belong to a view of a route rather than to a route id (spec 2 "Page titles"). */
const VIEW_TITLES = ['trending', 'readLater', 'calendarEvents', 'calendarStandings', 'alert'];

describe('message catalogues', () => {
  it.each(LOCALES)('%s has exactly the keys of pt', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(ptKeys);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(CATALOGUES[locale]).filter(([, text]) => !text?.trim());
    expect(empty).toEqual([]);
  });

  it('names page titles after route ids of shared-contracts', () => {
    const routeIds = new Set(ROUTES.map((route) => route.id));
    const titles = ptKeys.filter((k) => k.startsWith('title.')).map((k) => k.slice('title.'.length));
    expect(titles.filter((id) => !routeIds.has(id) && !VIEW_TITLES.includes(id))).toEqual([]);
  });

  it('keeps the 404 texts of the spec', () => {
    expect([
      CATALOGUES.pt['notFound.title'],
      CATALOGUES.es['notFound.title'],
      CATALOGUES.en['notFound.title'],
    ]).toEqual(['Página não encontrada', 'Contenido no existe', 'Sorry']);
  });
});

describe('withFallback', () => {
  it('fills missing and empty keys with the pt text', () => {
    const merged = withFallback({ 'header.tv': 'Tele', 'header.signIn': '' });
    expect([merged['header.tv'], merged['header.signIn'], merged['header.sports']]).toEqual([
      'Tele',
      'Entrar',
      'Esportes',
    ]);
  });

  it('lists the keys a partial catalogue lacks', () => {
    const { 'header.tv': _dropped, ...rest } = pt;
    expect(missingKeys(rest)).toEqual(['header.tv']);
  });
});

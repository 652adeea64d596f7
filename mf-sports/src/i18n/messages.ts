import type { Messages } from 'shared-contracts/remote-kit';
import type { Locale } from 'shared-contracts';

const pt = {
  'sports.title': 'Esportes',
  'sports.tabs.label': 'Seções de esportes',
  'sports.tabs.scores': 'Placar',
  'sports.tabs.standings': 'Classificação',
  'sports.tabs.news': 'Notícias',
  'sports.loading': 'Carregando…',
  'sports.empty.noGames': 'Nenhum jogo nesta data.',
  'sports.empty.noLive': 'Nenhum jogo ao vivo.',
  'sports.empty.noTable': 'Não há classificação para esta liga.',
} as const;

type Keys = keyof typeof pt;

export const messages: Record<Locale, Messages & Record<Keys, string>> = {
  pt,
  en: {
    'sports.title': 'Sports',
    'sports.tabs.label': 'Sports sections',
    'sports.tabs.scores': 'Scores',
    'sports.tabs.standings': 'Standings',
    'sports.tabs.news': 'News',
    'sports.loading': 'Loading…',
    'sports.empty.noGames': 'No games on this date.',
    'sports.empty.noLive': 'No live games.',
    'sports.empty.noTable': 'There is no table for this league.',
  },
  es: {
    'sports.title': 'Deportes',
    'sports.tabs.label': 'Secciones de deportes',
    'sports.tabs.scores': 'Marcadores',
    'sports.tabs.standings': 'Clasificación',
    'sports.tabs.news': 'Noticias',
    'sports.loading': 'Cargando…',
    'sports.empty.noGames': 'No hay partidos en esta fecha.',
    'sports.empty.noLive': 'No hay partidos en vivo.',
    'sports.empty.noTable': 'No hay tabla para esta liga.',
  },
};

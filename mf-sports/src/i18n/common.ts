/** Messages shared by every sports page. Feature catalogues live beside it (scores.ts, standings.ts). */
import { sportsWordsPt } from 'shared-contracts/i18n/sports-pt';

const pt = {
  // The section's name and a game's status and period: one copy, shared with the edge's event head.
  ...sportsWordsPt,
  'sports.tabs.label': 'Seções de esportes',
  'sports.tabs.scores': 'Placar',
  'sports.tabs.standings': 'Classificação',
  'sports.tabs.news': 'Notícias',
  'sports.loading': 'Carregando…',
  'sports.empty.noGames': 'Nenhum jogo nesta data.',
  'sports.empty.noLive': 'Nenhum jogo ao vivo.',
  'sports.empty.noTable': 'Não há classificação para esta liga.',
  'sports.error': 'Não foi possível carregar os jogos. Tente de novo mais tarde.',
  'sports.today': 'Jogos de hoje',
  'sports.leagues.label': 'Ligas',
  'sports.leagues.choose': 'Liga',
  'sports.leagues.all': 'Todas as ligas',
  'sports.refresh': 'Atualizar',
} as const;

export const common = { pt };

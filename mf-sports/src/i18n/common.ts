/** Messages shared by every sports page. Feature catalogues live beside it (scores.ts, standings.ts). */

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
  'sports.error': 'Não foi possível carregar os jogos. Tente de novo mais tarde.',
  'sports.today': 'Jogos de hoje',
  'sports.status.final': 'Encerrado',
  'sports.status.playing': 'Ao vivo',
  'sports.status.cancelled': 'Cancelado',
  'sports.status.upcoming': 'Em breve',
  'sports.status.postponed': 'Adiado',
  'sports.status.fixture': 'Agendado',
  'sports.status.played': 'Encerrado',
  'sports.status.retired': 'Abandonado',
  'sports.status.suspended': 'Suspenso',
  'sports.status.walkover': 'W.O.',
  'sports.status.interrupted': 'Interrompido',
  'sports.leagues.label': 'Ligas',
  'sports.leagues.choose': 'Liga',
  'sports.leagues.all': 'Todas as ligas',
  'sports.refresh': 'Atualizar',
} as const;

export const common = { pt };

/** Messages of the front page and the article page's reading furniture (pt; en and es are in en.ts and es.ts). */
const pt = {
  'front.sections': 'Seções da capa',
  'front.more': 'Mais de {section}',
  'front.error': 'Não foi possível carregar a capa.',
  'front.games': 'Jogos de hoje',
  'front.allGames': 'Todos os jogos',
  'front.live': 'Ao vivo',
  'front.final': 'Encerrado',
  'front.video': 'Vídeo',
  'front.duration': 'Duração: {time}',
  'article.published': 'Publicado',
  'article.imported': 'No site desde',
  'article.importedNote': 'a fonte não informa a data de publicação',
  'article.generated': 'Texto gerado automaticamente a partir dos dados da partida',
  'article.latest': 'Últimas de {section}',
} as const;

export const front = { pt };

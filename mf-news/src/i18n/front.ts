/** Messages of the front page and the article page's reading furniture (pt default; en and es have the same keys). */
const pt = {
  'front.sections': 'Seções da capa',
  'front.more': 'Mais de {section}',
  'front.error': 'Não foi possível carregar a capa.',
  'front.games': 'Jogos de hoje',
  'front.allGames': 'Todos os jogos',
  'front.live': 'Ao vivo',
  'front.final': 'Encerrado',
  'front.video': 'Vídeo',
  'article.published': 'Publicado',
  'article.imported': 'No site desde',
  'article.importedNote': 'a fonte não informa a data de publicação',
  'article.generated': 'Texto gerado automaticamente a partir dos dados da partida',
  'article.latest': 'Últimas de {section}',
} as const;

type Keys = keyof typeof pt;

export const front: { pt: typeof pt; en: Record<Keys, string>; es: Record<Keys, string> } = {
  pt,
  en: {
    'front.sections': 'Front page sections',
    'front.more': 'More from {section}',
    'front.error': 'The front page could not be loaded.',
    'front.games': "Today's games",
    'front.allGames': 'All games',
    'front.live': 'Live',
    'front.final': 'Full time',
    'front.video': 'Video',
    'article.published': 'Published',
    'article.imported': 'On the site since',
    'article.importedNote': 'the source gives no publication date',
    'article.generated': 'Text written automatically from the match data',
    'article.latest': 'Latest in {section}',
  },
  es: {
    'front.sections': 'Secciones de la portada',
    'front.more': 'Más de {section}',
    'front.error': 'No se pudo cargar la portada.',
    'front.games': 'Partidos de hoy',
    'front.allGames': 'Todos los partidos',
    'front.live': 'En vivo',
    'front.final': 'Finalizado',
    'front.video': 'Video',
    'article.published': 'Publicado',
    'article.imported': 'En el sitio desde',
    'article.importedNote': 'la fuente no indica la fecha de publicación',
    'article.generated': 'Texto generado automáticamente con los datos del partido',
    'article.latest': 'Lo último en {section}',
  },
};

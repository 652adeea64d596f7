/** Messages of the news remote's discover pages (pt is the default; en and es have the same keys). */
const pt = {
  'discover.breadcrumb': 'Caminho',
  'discover.topics': 'Tópicos',
  'discover.news': 'Notícias de {name}',
  'discover.error': 'Não foi possível carregar os tópicos.',
  'discover.unknown': 'Este tópico não está mais disponível.',
} as const;

type Keys = keyof typeof pt;

export const discover: { pt: typeof pt; en: Record<Keys, string>; es: Record<Keys, string> } = {
  pt,
  en: {
    'discover.breadcrumb': 'Path',
    'discover.topics': 'Topics',
    'discover.news': 'News about {name}',
    'discover.error': 'The topics could not be loaded.',
    'discover.unknown': 'This topic is no longer available.',
  },
  es: {
    'discover.breadcrumb': 'Ruta',
    'discover.topics': 'Temas',
    'discover.news': 'Noticias de {name}',
    'discover.error': 'No se pudieron cargar los temas.',
    'discover.unknown': 'Este tema ya no está disponible.',
  },
};

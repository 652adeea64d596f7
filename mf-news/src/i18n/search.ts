/** Messages of the news remote's search pages (pt is the default; en and es have the same keys). */
const pt = {
  'search.suggestions': 'Sugestões',
  'search.seeAll': 'Ver resultados para “{query}”',
  'search.followed': 'Seguindo',
  'search.suggestionCount':
    '{count, plural, =0 {Nenhuma sugestão} one {# sugestão} other {# sugestões}}; use as setas para escolher',
  'search.title.trending': 'Em alta',
  'search.trending.lead': 'O que os leitores mais buscaram nas últimas {hours} horas.',
  'search.trending.readers': '{count, plural, one {# leitor} other {# leitores}}',
  'search.trending.empty': 'Nenhuma busca foi feita por pelo menos {min} leitores nas últimas {hours} horas.',
  'search.trending.error': 'Não foi possível carregar as buscas em alta.',
  'search.results.about': 'Notícias de {name}',
  'search.results.prompt': 'Digite o que você procura no campo de busca do topo da página.',
  'search.sort.label': 'Ordenar resultados',
  'search.sort.relevance': 'Mais relevantes',
  'search.sort.date': 'Mais recentes',
} as const;

type Keys = keyof typeof pt;

export const search: { pt: typeof pt; en: Record<Keys, string>; es: Record<Keys, string> } = {
  pt,
  en: {
    'search.suggestions': 'Suggestions',
    'search.seeAll': 'See results for “{query}”',
    'search.followed': 'Following',
    'search.suggestionCount':
      '{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}; use the arrow keys to choose',
    'search.title.trending': 'Trending',
    'search.trending.lead': 'What readers searched most in the last {hours} hours.',
    'search.trending.readers': '{count, plural, one {# reader} other {# readers}}',
    'search.trending.empty': 'No search was made by at least {min} readers in the last {hours} hours.',
    'search.trending.error': 'Trending searches could not be loaded.',
    'search.results.about': 'News about {name}',
    'search.results.prompt': 'Type what you are looking for in the search field at the top of the page.',
    'search.sort.label': 'Sort results',
    'search.sort.relevance': 'Most relevant',
    'search.sort.date': 'Most recent',
  },
  es: {
    'search.suggestions': 'Sugerencias',
    'search.seeAll': 'Ver resultados para “{query}”',
    'search.followed': 'Siguiendo',
    'search.suggestionCount':
      '{count, plural, =0 {Ninguna sugerencia} one {# sugerencia} other {# sugerencias}}; usa las flechas para elegir',
    'search.title.trending': 'Tendencias',
    'search.trending.lead': 'Lo que los lectores más buscaron en las últimas {hours} horas.',
    'search.trending.readers': '{count, plural, one {# lector} other {# lectores}}',
    'search.trending.empty':
      'Ninguna búsqueda fue hecha por al menos {min} lectores en las últimas {hours} horas.',
    'search.trending.error': 'No se pudieron cargar las búsquedas en tendencia.',
    'search.results.about': 'Noticias de {name}',
    'search.results.prompt': 'Escribe lo que buscas en el campo de búsqueda de la parte superior.',
    'search.sort.label': 'Ordenar resultados',
    'search.sort.relevance': 'Más relevantes',
    'search.sort.date': 'Más recientes',
  },
};

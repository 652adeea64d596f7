/** Messages of the news remote's search pages (pt; en and es are in en.ts and es.ts). */
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

export const search = { pt };

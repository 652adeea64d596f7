/** Messages of the news remote's discover pages (pt; en and es are in en.ts and es.ts). */
const pt = {
  'discover.breadcrumb': 'Caminho',
  'discover.topics': 'Tópicos',
  'discover.news': 'Notícias de {name}',
  'discover.error': 'Não foi possível carregar os tópicos.',
  'discover.unknown': 'Este tópico não está mais disponível.',
} as const;

export const discover = { pt };

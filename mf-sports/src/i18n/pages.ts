/**
 * Messages of the calendar, league news, favourites' standings and Olympic results pages beyond
 * the ones in i18n/event.ts (pt; en and es are in en.ts and es.ts).
 */

const pt = {
  'calendar.choose': 'Escolha uma liga para ver o calendário.',
  'calendar.noCalendar': 'Não há calendário para esta liga.',
  'calendar.rounds.caption': 'Rodadas — {season}',
  'calendar.col.round': 'Rodada',
  'calendar.col.dates': 'Datas',
  'calendar.col.games': 'Jogos',
  'calendar.dates.range': '{from} a {to}',
  'calendar.seasons': 'Temporadas',
  'news.title.league': 'Notícias: {league}',
  'news.list': 'Notícias de {league}',
  'olympic.title': 'Resultados olímpicos',
  'olympic.caption': 'Resultados olímpicos',
  'olympic.col.date': 'Data',
  'olympic.col.sport': 'Esporte',
  'olympic.col.competition': 'Competição',
  'olympic.col.position': 'Posição',
  'olympic.col.country': 'País',
  'olympic.col.participant': 'Participante',
  'olympic.col.result': 'Resultado',
  'olympic.empty': 'Os resultados desta competição não estão disponíveis neste site.',
  'olympic.error': 'Não foi possível carregar os resultados. Tente de novo mais tarde.',
} as const;

export const pages = { pt };

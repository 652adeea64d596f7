/** The sports words in Spanish (./sports-pt.ts says what they are for). */
import type { SportsWordId } from './sports-pt';

export const sportsWordsEs: Readonly<Record<SportsWordId, string>> = {
  'sports.title': 'Deportes',
  'sports.status.final': 'Finalizado',
  'sports.status.playing': 'En vivo',
  'sports.status.cancelled': 'Cancelado',
  'sports.status.upcoming': 'Próximo',
  'sports.status.postponed': 'Aplazado',
  'sports.status.fixture': 'Programado',
  'sports.status.played': 'Jugado',
  'sports.status.retired': 'Abandonado',
  'sports.status.suspended': 'Suspendido',
  'sports.status.walkover': 'Walkover',
  'sports.status.interrupted': 'Interrumpido',
  'event.period.1st half': 'Primer tiempo',
  'event.period.half-time': 'Descanso',
  'event.period.2nd half': 'Segundo tiempo',
  'event.period.extra time': 'Prórroga',
  'event.period.penalties': 'Penales',
};

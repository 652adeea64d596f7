/**
 * The sports words in Portuguese (the default language): the section's name and a game's status
 * and period, once for the sports remote's catalogue (mf-sports/src/i18n) and the edge's event
 * head (../sports-words.ts). Literal strings under src/i18n, so browser builds get them
 * precompiled like every catalogue (infra/build/precompile-messages.mjs); each language is a file
 * of its own, so a page carries its reader's language only.
 */
import type { EVENT_PERIODS, EVENT_STATUSES } from '../api/constants';

/** The ids every language gives: one per status and period of the API (a missing one fails the type check). */
export type SportsWordId =
  | 'sports.title'
  | `sports.status.${(typeof EVENT_STATUSES)[number]}`
  | `event.period.${(typeof EVENT_PERIODS)[number]}`;

export const sportsWordsPt = {
  'sports.title': 'Esportes',
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
  'event.period.1st half': '1º tempo',
  'event.period.half-time': 'Intervalo',
  'event.period.2nd half': '2º tempo',
  'event.period.extra time': 'Prorrogação',
  'event.period.penalties': 'Pênaltis',
} as const satisfies Record<SportsWordId, string>;

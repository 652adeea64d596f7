/**
 * Head of the event page /sports/event/{name}/{id} (spec 2 "Event detail pages"): title, a
 * description of the event name plus status (while playing, the period and the score as
 * "home v away"), canonical URL, social tags, and the league image as the 400x400 share image
 * (spec 9). Link previewers send no locale cookie, so the texts are the site language, pt.
 * An unknown event is MISSING (the page answers 404); when the API fails, the site defaults (the
 * footer content text) apply.
 */
import { Value } from '@sinclair/typebox/value';
import { eventPagePath, SportingEventSchema, type EventStatus, type SportingEvent } from 'shared-contracts';
import { MISSING, type RouteHead } from './types';

const STATUS_PT: Readonly<Record<EventStatus, string>> = {
  final: 'Encerrado',
  playing: 'Ao vivo',
  cancelled: 'Cancelado',
  upcoming: 'Em breve',
  postponed: 'Adiado',
  fixture: 'Agendado',
  played: 'Encerrado',
  retired: 'Abandonado',
  suspended: 'Suspenso',
  walkover: 'W.O.',
  interrupted: 'Interrompido',
};

const PERIOD_PT: Readonly<Record<NonNullable<SportingEvent['status']['period']>, string>> = {
  '1st half': '1º tempo',
  'half-time': 'Intervalo',
  '2nd half': '2º tempo',
  'extra time': 'Prorrogação',
  penalties: 'Pênaltis',
};

/** The {id} of /sports/event/{name}/{id}, from the sports route's rest-of-path parameter. */
const EVENT_PATH = /^event\/[^/]+\/([^/]+)\/?$/;

export function describeEvent(event: SportingEvent): string {
  const parts = [STATUS_PT[event.status.status]];
  if (event.status.status === 'playing') {
    if (event.status.period) parts.push(PERIOD_PT[event.status.period]);
    const home = event.scores.find((s) => s.position === 'home')?.value;
    const away = event.scores.find((s) => s.position === 'away')?.value;
    if (home != null && away != null) parts.push(`${home} v ${away}`);
  }
  return `${event.name} — ${parts.join(', ')}`;
}

export const eventHead: RouteHead = async (params, { config, get }) => {
  const id = EVENT_PATH.exec(params['*'] ?? '')?.[1];
  if (!id) return undefined;
  const response = await get(`/api/v3/sporting_events/soccer/${encodeURIComponent(id)}`);
  if (response.statusCode === 404 || response.statusCode === 400) return MISSING;
  if (response.statusCode !== 200 || !Value.Check(SportingEventSchema, response.body)) return undefined;
  const event = response.body;
  const share =
    event.league.photo.thumbnail ??
    `/api/v3/images/league/${encodeURIComponent(event.league.id)}?w=400&h=400`;
  return {
    title: config.name ? `${event.name} | ${config.name}` : event.name,
    description: describeEvent(event),
    canonical: new URL(eventPagePath(event), config.url).toString(),
    image: new URL(share, config.url).toString(),
    type: 'website',
  };
};

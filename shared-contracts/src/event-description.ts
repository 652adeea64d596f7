/**
 * An event's one-line description (spec 2 "Event detail pages"): its name and status and, while
 * it is being played, the period and the score ("home v away"). The edge's head of the event page
 * (with ./sports-words.ts) and the sports remote's page head in the browser (with its catalogue,
 * which holds the same words) both say it, so a reader's link preview and the head after a
 * client-side navigation agree.
 */
import type { EVENT_PERIODS, EVENT_STATUSES } from './api/constants';

export interface EventWords {
  status(status: (typeof EVENT_STATUSES)[number]): string;
  period(period: (typeof EVENT_PERIODS)[number]): string;
}

export interface DescribedEvent {
  readonly name: string;
  readonly status: {
    readonly status: (typeof EVENT_STATUSES)[number];
    readonly period: (typeof EVENT_PERIODS)[number] | null;
  };
  readonly scores: readonly { readonly position: string; readonly value: number | null }[];
}

export function describeEvent(event: DescribedEvent, words: EventWords): string {
  const parts = [words.status(event.status.status)];
  if (event.status.status === 'playing') {
    if (event.status.period) parts.push(words.period(event.status.period));
    const home = event.scores.find((s) => s.position === 'home')?.value;
    const away = event.scores.find((s) => s.position === 'away')?.value;
    if (home != null && away != null) parts.push(`${home} v ${away}`);
  }
  return `${event.name} — ${parts.join(', ')}`;
}

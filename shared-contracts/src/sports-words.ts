/**
 * The sports words of every language (i18n/sports-*.ts: the section's name, a game's status and
 * period), for what the server writes itself: the edge's event head. The sports remote takes the
 * same files as part of its catalogue, one language at a time; so this table is for servers only
 * (index.ts, not browser.ts).
 */
import type { EVENT_PERIODS, EVENT_STATUSES } from './api/constants';
import type { Locale } from './locale';
import { sportsWordsEn } from './i18n/sports-en';
import { sportsWordsEs } from './i18n/sports-es';
import { sportsWordsPt, type SportsWordId } from './i18n/sports-pt';

export type { SportsWordId };

type EventStatus = (typeof EVENT_STATUSES)[number];
type EventPeriod = (typeof EVENT_PERIODS)[number];

const WORDS: Readonly<Record<Locale, Readonly<Record<SportsWordId, string>>>> = {
  pt: sportsWordsPt,
  en: sportsWordsEn,
  es: sportsWordsEs,
};

/** The words of one language: its name for the section, a status, a period. */
export function sportsWords(locale: Locale): {
  readonly sports: string;
  status(status: EventStatus): string;
  period(period: EventPeriod): string;
} {
  const words = WORDS[locale];
  return {
    sports: words['sports.title'],
    status: (status) => words[`sports.status.${status}`],
    period: (period) => words[`event.period.${period}`],
  };
}

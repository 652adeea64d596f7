/**
 * The leagues of the product (the site's default follows, spec 3) and how each real data file maps
 * to one of them. League ids match FALLBACK_SITE_CONFIG.site_default_follows.
 */
import type { TiebreakRules } from './model';

export interface LeagueMeta {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  /** Contraction used in Portuguese headlines: "pelo Brasileirão", "pela Premier League". */
  readonly by: 'pelo' | 'pela';
  readonly rules: TiebreakRules;
  /** Used when the source gives no time zone (cup files): see the files' time_info note. */
  readonly defaultTimezone: string;
  /** Matches the `league.id` of a data file. */
  readonly fileIdPrefix: string;
}

export const LEAGUES: readonly LeagueMeta[] = [
  {
    id: 'brasileirao',
    name: 'Brasileirão Série A',
    shortName: 'Brasileirão',
    by: 'pelo',
    rules: 'brasileirao',
    defaultTimezone: 'America/Sao_Paulo',
    fileIdPrefix: 'brasileirao-serie-a-',
  },
  {
    id: 'premier-league',
    name: 'Premier League',
    shortName: 'Premier League',
    by: 'pela',
    rules: 'premier-league',
    defaultTimezone: 'Europe/London',
    fileIdPrefix: 'premier-league-',
  },
  {
    id: 'la-liga',
    name: 'LaLiga',
    shortName: 'LaLiga',
    by: 'pela',
    rules: 'la-liga',
    defaultTimezone: 'Europe/Madrid',
    fileIdPrefix: 'la-liga-',
  },
  {
    id: 'uefa-champions-league',
    name: 'UEFA Champions League',
    shortName: 'Champions League',
    by: 'pela',
    rules: 'default',
    // Champions League times are Central European time (source note); Madrid shares that zone.
    defaultTimezone: 'Europe/Madrid',
    fileIdPrefix: 'uefa-champions-league-',
  },
  {
    id: 'copa-libertadores',
    name: 'Copa Libertadores',
    shortName: 'Libertadores',
    by: 'pela',
    rules: 'default',
    // Libertadores times appear to be Brasília time (source note).
    defaultTimezone: 'America/Sao_Paulo',
    fileIdPrefix: 'copa-libertadores-',
  },
];

export function leagueForFile(fileLeagueId: string): LeagueMeta {
  const league = LEAGUES.find((candidate) => fileLeagueId.startsWith(candidate.fileIdPrefix));
  if (!league) throw new Error(`No league is configured for data file league "${fileLeagueId}"`);
  return league;
}

export function leagueById(id: string): LeagueMeta | undefined {
  return LEAGUES.find((league) => league.id === id);
}

/** Stages that have a table: the whole season of a league format, a cup's league or group phase. */
export const TABLE_STAGES: ReadonlySet<string> = new Set(['Fase de liga', 'Fase de grupos']);

/**
 * The zones of each league's table (what a final position leads to), shown beside the position
 * and explained in a legend. The API does not send them (see the report's API gaps), so they live
 * here, keyed by league id, from each competition's regulations for the seasons in the data.
 */
export const ZONE_KINDS = [
  'champions',
  'europa',
  'conference',
  'libertadores',
  'preLibertadores',
  'sudamericana',
  'roundOf16',
  'playoff',
  'knockout',
  'relegation',
] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export interface Zone {
  readonly kind: ZoneKind;
  /** First and last position of the zone, 1-based and inclusive. */
  readonly from: number;
  readonly to: number;
}

const ZONES: Readonly<Record<string, readonly Zone[]>> = {
  // CBF Série A regulations: G4 straight into the Libertadores group stage, 5th-6th into its
  // qualifying rounds, 7th-12th Sul-Americana, the bottom four relegated. Cup winners can move
  // these lines; the table shows the regulation's default places.
  brasileirao: [
    { kind: 'libertadores', from: 1, to: 4 },
    { kind: 'preLibertadores', from: 5, to: 6 },
    { kind: 'sudamericana', from: 7, to: 12 },
    { kind: 'relegation', from: 17, to: 20 },
  ],
  'premier-league': [
    { kind: 'champions', from: 1, to: 4 },
    { kind: 'europa', from: 5, to: 5 },
    { kind: 'relegation', from: 18, to: 20 },
  ],
  'la-liga': [
    { kind: 'champions', from: 1, to: 4 },
    { kind: 'europa', from: 5, to: 6 },
    { kind: 'conference', from: 7, to: 7 },
    { kind: 'relegation', from: 18, to: 20 },
  ],
  // UEFA league phase 2024-25: 1st-8th to the round of 16, 9th-24th to the knockout play-offs.
  'uefa-champions-league': [
    { kind: 'roundOf16', from: 1, to: 8 },
    { kind: 'playoff', from: 9, to: 24 },
  ],
  // CONMEBOL group stage: the top two of each group go through, the third drops to the Sul-Americana.
  'copa-libertadores': [
    { kind: 'knockout', from: 1, to: 2 },
    { kind: 'sudamericana', from: 3, to: 3 },
  ],
};

export function zonesOf(leagueId: string): readonly Zone[] {
  return ZONES[leagueId] ?? [];
}

export function zoneAt(zones: readonly Zone[], position: number): Zone | undefined {
  return zones.find((zone) => position >= zone.from && position <= zone.to);
}

/**
 * Marker colours, each with white text at AA contrast or better (4.5:1+); the letter in the marker
 * and the legend carry the meaning, so colour is never the only cue (WCAG 1.4.1).
 */
export const ZONE_COLOURS: Readonly<Record<ZoneKind, string>> = {
  champions: '#0047a3',
  europa: '#b54708',
  conference: '#027a48',
  libertadores: '#0047a3',
  preLibertadores: '#3e4784',
  sudamericana: '#027a48',
  roundOf16: '#0047a3',
  playoff: '#3e4784',
  knockout: '#0047a3',
  relegation: '#b42318',
};

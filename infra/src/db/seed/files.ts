/**
 * Reads the real data files copied to infra/seed/data (attribution in infra/seed/README.md) and
 * validates their shape once, so the seed code can trust the types (STYLE.md "Validate once").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export const SEED_DATA_DIR = path.resolve(__dirname, '..', '..', '..', 'seed', 'data');

const Pair = Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })]);

const FootballFileSchema = Type.Object({
  league: Type.Object({
    id: Type.String(),
    name: Type.String(),
    short_name: Type.String(),
    country: Type.String(),
    season: Type.String(),
    format: Type.Optional(Type.String()),
  }),
  time_info: Type.Object({ timezone: Type.Union([Type.String(), Type.Null()]) }),
  teams: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1 }),
      name: Type.String(),
      short_name: Type.String(),
      code: Type.Union([Type.String(), Type.Null()]),
      full_name: Type.Union([Type.String(), Type.Null()]),
      country: Type.String(),
    }),
  ),
  matches: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1 }),
      stage: Type.Optional(Type.String()),
      round: Type.Union([Type.Integer(), Type.String()]),
      round_name: Type.String(),
      date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      time: Type.Optional(Type.String({ pattern: '^\\d{2}:\\d{2}$' })),
      home: Type.String(),
      away: Type.String(),
      home_score: Type.Integer({ minimum: 0 }),
      away_score: Type.Integer({ minimum: 0 }),
      status: Type.Union([Type.Literal('finished'), Type.Literal('awarded')]),
      halftime: Type.Optional(Pair),
      score_90: Type.Optional(Pair),
      extra_time: Type.Optional(Type.Boolean()),
      penalties: Type.Optional(Pair),
      leg: Type.Optional(Type.Integer()),
      group_derived: Type.Optional(Type.Integer()),
      note: Type.Optional(Type.String()),
    }),
  ),
});
export type FootballFile = Static<typeof FootballFileSchema>;
export type FootballMatch = FootballFile['matches'][number];

const ClubsFileSchema = Type.Object({
  clubs: Type.Array(
    Type.Object({
      id: Type.String(),
      short_name: Type.String(),
      code: Type.String(),
      full_name: Type.String(),
      city: Type.String(),
      state: Type.String(),
    }),
  ),
});
export type BrazilianClub = Static<typeof ClubsFileSchema>['clubs'][number];

const AgenciaFileSchema = Type.Object({
  articles: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String({ minLength: 1 }),
      published_at: Type.String(),
      author: Type.Union([Type.String(), Type.Null()]),
      section: Type.String(),
      url: Type.String(),
      body: Type.String({ minLength: 1 }),
    }),
  ),
});
export type AgenciaArticle = Static<typeof AgenciaFileSchema>['articles'][number];

const FolhaSentenceSchema = Type.Object({
  doc_id: Type.String(),
  sentence_number: Type.Integer(),
  text: Type.String(),
});
export type FolhaSentence = Static<typeof FolhaSentenceSchema>;

const StoryTopicsFileSchema = Type.Object({
  description: Type.String(),
  topics: Type.Record(Type.String({ pattern: '^[a-z-]{1,40}$' }), Type.Array(Type.String())),
});

function parseChecked<T extends TSchema>(schema: T, value: unknown, file: string): Static<T> {
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw new Error(`Seed file ${file} is invalid at ${first?.path ?? '/'}: ${first?.message ?? 'bad shape'}`);
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(SEED_DATA_DIR, file), 'utf8'));
}

/** League files in load order: league formats first, so their team names win over cup files. */
export const FOOTBALL_FILES = [
  'brasileirao_2024.json',
  'brasileirao_2025.json',
  'premier_league_2024-25.json',
  'la_liga_2024-25.json',
  'uefa_champions_league_2024-25.json',
  'copa_libertadores_2024.json',
  'copa_libertadores_2025.json',
] as const;

export function readFootballFiles(): FootballFile[] {
  return FOOTBALL_FILES.map((file) => parseChecked(FootballFileSchema, readJson(file), file));
}

export function readBrazilianClubs(): BrazilianClub[] {
  return parseChecked(ClubsFileSchema, readJson('clubs_brazil.json'), 'clubs_brazil.json').clubs;
}

export function readAgenciaArticles(): AgenciaArticle[] {
  const file = 'agencia_brasil_2016_sample.json';
  return parseChecked(AgenciaFileSchema, readJson(file), file).articles;
}

export function readFolhaSentences(): FolhaSentence[] {
  const file = 'porttinari_folha_news_sentences.jsonl';
  return readFileSync(path.join(SEED_DATA_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => parseChecked(FolhaSentenceSchema, JSON.parse(line), file));
}

/** Story ids filed under a front-page topic by hand (story_topics.json): topic → ids. */
export function readStoryTopics(): Record<string, string[]> {
  const file = 'story_topics.json';
  return parseChecked(StoryTopicsFileSchema, readJson(file), file).topics;
}

/**
 * What the generated pictures show (routes.ts ImageLookup): a story's section, a match's teams and
 * score, and for share cards a story's title, an event's match and the site's name and description.
 * Crests and league badges are drawn from their id alone, as before.
 */
import type { Kysely } from 'kysely';
import { SITE_CARDS, SITE_ID, FALLBACK_SITE_CONFIG, type SiteConfig } from 'shared-contracts';
import { readSiteConfig } from '../config/site-config';
import type { DB } from '../../db/types';
import type { ImageKind } from '../../media/images';
import type { ImageFacts } from './facts';

export function createImageLookup(
  db: Kysely<DB>,
  now: () => Date,
): (kind: ImageKind, id: string) => Promise<ImageFacts | undefined> {
  return async (kind, id) => {
    switch (kind) {
      case 'crest':
      case 'league':
        return {};
      case 'article':
        return articleFacts(db, id, now());
      case 'match':
        return matchFacts(db, id, now());
      case 'story-card':
        return storyCardFacts(db, id, now());
      case 'event-card': {
        const facts = await matchFacts(db, id, now());
        return facts && { ...facts, brand: (await siteConfig(db)).name };
      }
      case 'site-card':
        return siteCardFacts(db, id);
    }
  };
}

async function siteConfig(db: Kysely<DB>): Promise<SiteConfig> {
  return (await readSiteConfig(db, SITE_ID)).config ?? FALLBACK_SITE_CONFIG;
}

/** A published story's title and section, under the site's name. */
async function storyCardFacts(db: Kysely<DB>, id: string, now: Date): Promise<ImageFacts | undefined> {
  const row = await db
    .selectFrom('content')
    .select(['name', 'vertical_key', 'vertical_label'])
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const config = await siteConfig(db);
  return {
    title: row.name,
    section: row.vertical_key,
    sectionName: row.vertical_label,
    brand: config.name,
    editable: true,
  };
}

/** Home's card (the site's description) or a section's (the same, under the section's name). */
async function siteCardFacts(db: Kysely<DB>, id: string): Promise<ImageFacts | undefined> {
  if (!(SITE_CARDS as readonly string[]).includes(id)) return undefined;
  const config = await siteConfig(db);
  const section = config.template.content.find((entry) => entry.key === id);
  return {
    title: config.meta.description,
    section: id === 'home' ? 'news' : id,
    sectionName: id === 'home' ? '' : (section?.name ?? ''),
    brand: config.name,
    editable: true,
  };
}

/** A published story's section; undefined for an unknown or not yet published story. */
async function articleFacts(db: Kysely<DB>, id: string, now: Date): Promise<ImageFacts | undefined> {
  const row = await db
    .selectFrom('content')
    .select(['vertical_key', 'vertical_label'])
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  return row && { section: row.vertical_key, sectionName: row.vertical_label };
}

/**
 * A match's teams and league, and its final score once its story is published (the story appears
 * after the final whistle): before that the picture shows no score and is not settled.
 */
async function matchFacts(db: Kysely<DB>, id: string, now: Date): Promise<ImageFacts | undefined> {
  const row = await db
    .selectFrom('sporting_events as e')
    .innerJoin('profiles as h', (join) => join.on('h.context', '=', 'teams').onRef('h.id', '=', 'e.home_id'))
    .innerJoin('profiles as a', (join) => join.on('a.context', '=', 'teams').onRef('a.id', '=', 'e.away_id'))
    .leftJoin('profiles as l', (join) =>
      join.on('l.context', '=', 'leagues').onRef('l.id', '=', 'e.league_id'),
    )
    .select([
      'e.home_id',
      'e.away_id',
      'e.home_score',
      'e.away_score',
      'h.name as home_name',
      'h.short_name as home_short',
      'a.name as away_name',
      'a.short_name as away_short',
      'l.name as league_name',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('content')
            .select('content.id')
            .whereRef('content.event_id', '=', 'e.id')
            .where('content.published_at', '<=', now),
        )
        .as('over'),
    )
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const over = Boolean(row.over);
  return {
    name: `${row.home_name} × ${row.away_name}`,
    settled: over,
    match: {
      home: { id: row.home_id, name: row.home_name, code: row.home_short ?? undefined },
      away: { id: row.away_id, name: row.away_name, code: row.away_short ?? undefined },
      score: over ? { home: row.home_score, away: row.away_score } : null,
      league: row.league_name ?? undefined,
    },
  };
}

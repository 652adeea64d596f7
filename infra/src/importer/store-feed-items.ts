/**
 * Stores imported feed items (parse-feed.ts) as news stories. One transaction per call,
 * serialized with other imports by an advisory lock, so a failed import leaves nothing behind and
 * two imports of one feed cannot race into duplicates. Items are keyed by publisher + guid (or,
 * failing that, publisher + link): a re-import updates changed stories and never adds copies.
 *
 * The API serves content.body as stored (api/content/routes.ts, /api/v3/media), and feed HTML is
 * hostile, so bodies are sanitised here, before they reach the database.
 */
import { createHash } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import { articleHtmlOptions, escapeHtml, slugOf } from 'shared-contracts';
import { dataChanged } from '../db/changes';
import type { Database } from '../db/open';
import { VERTICALS, type VerticalKey } from '../db/seed/news';
import type { ContentTable, DB } from '../db/types';
import { resolveHttpUrl, type FeedItem } from './parse-feed';
import { queueNewsAlerts, type NewStory } from '../api/push/news-alerts';

export interface StoreFeedItemsResult {
  readonly inserted: number;
  readonly updated: number;
  /** Items already stored unchanged, or unusable (no http(s) link, no valid date, no title). */
  readonly skipped: number;
  /** Breaking-news alerts queued for followers of the new stories' profiles. */
  readonly alerts?: number;
}

/** A story newer than this is news worth an alert to its profiles' followers. */
const ALERT_WINDOW_MS = 6 * 60 * 60 * 1000;

export interface StoreFeedItemsOptions {
  /**
   * The `now` the feed was parsed with: parse-feed dates undated items with it, so those are
   * stored with date_is_real = false and keep their first import date on re-import.
   */
  readonly fetchedAt?: Date;
}

const IMPORT_LOCK_ID = 771_002;
const BATCH = 200;
/** Feeds carry no licence; the article credit names the publisher and the original is linked. */
const FEED_LICENSE = 'Todos os direitos reservados ao publicador (feed RSS/Atom)';

export async function storeFeedItems(
  database: Database,
  publisher: string,
  items: FeedItem[],
  options: StoreFeedItemsOptions = {},
): Promise<StoreFeedItemsResult> {
  const name = publisher.trim().replace(/\s+/g, ' ');
  if (name === '') throw new Error('storeFeedItems: the publisher name is empty.');
  const stored = await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`.execute(trx);
    const publisherId = await upsertPublisher(trx, name, items.find(isUsable)?.link);
    let result = { inserted: 0, updated: 0, skipped: 0 };
    const fresh: NewStory[] = [];
    for (let i = 0; i < items.length; i += BATCH) {
      const counts = await storeBatch(trx, publisherId, items.slice(i, i + BATCH), options.fetchedAt);
      fresh.push(...counts.fresh);
      result = {
        inserted: result.inserted + counts.inserted,
        updated: result.updated + counts.updated,
        skipped: result.skipped + counts.skipped,
      };
    }
    return { ...result, fresh };
  });
  const { fresh, ...counts } = stored;
  // After the stories are committed: an alert's failure never undoes an import.
  const alerts = await queueNewsAlerts(database.db, fresh, new Date()).catch((error: unknown) => {
    console.warn('[import] news alerts not queued', error instanceof Error ? error.message : error);
    return 0;
  });
  // Readers of this process see the new stories at once (others after their cache's time-to-live).
  dataChanged(database.db, 'content');
  return alerts > 0 ? { ...counts, alerts } : counts;
}

/** The publisher with this name, created on first import (id and common_name: a unique slug). */
async function upsertPublisher(trx: Transaction<DB>, name: string, sampleLink?: string): Promise<string> {
  const existing = await trx
    .selectFrom('publishers')
    .select('id')
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const base = slug(name);
  const taken = new Set(
    (await trx.selectFrom('publishers').select('id').where('id', 'like', `${base}%`).execute()).map(
      (row) => row.id,
    ),
  );
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  await trx
    .insertInto('publishers')
    .values({
      id,
      name,
      common_name: id,
      url: sampleLink && URL.canParse(sampleLink) ? new URL(sampleLink).origin : null,
      license: FEED_LICENSE,
      attribution: name,
      generated: false,
    })
    .execute();
  return id;
}

type ContentRow = Insertable<ContentTable> & { id: string; published_at: Date };

async function storeBatch(
  trx: Transaction<DB>,
  publisherId: string,
  items: readonly FeedItem[],
  fetchedAt: Date | undefined,
): Promise<StoreFeedItemsResult & { fresh: NewStory[] }> {
  const usable = items.filter(isUsable).map((item) => ({ item, id: contentId(publisherId, item.guid) }));
  const existing =
    usable.length === 0
      ? []
      : await trx
          .selectFrom('content')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb(
                'id',
                'in',
                usable.map((u) => u.id),
              ),
              eb.and([
                eb('publisher_id', '=', publisherId),
                eb(
                  'link',
                  'in',
                  usable.map((u) => u.item.link),
                ),
              ]),
            ]),
          )
          .execute();
  const byId = new Map(existing.map((row) => [row.id, row]));
  const byLink = new Map(
    existing.filter((row) => row.publisher_id === publisherId).map((row) => [row.link, row]),
  );
  const profiles = await profilesNamed(
    trx,
    usable.flatMap((u) => u.item.categories),
  );

  const inserts: ContentRow[] = [];
  const updates: ContentRow[] = [];
  const tags: Insertable<DB['content_tags']>[] = [];
  const fresh: NewStory[] = [];
  const used = new Set<string>();
  for (const { item, id } of usable) {
    const stored = byId.get(id) ?? byLink.get(item.link);
    // Two items of one batch resolving to one stored row (a guid changed, the link did not): first wins.
    if (used.has(stored?.id ?? id)) continue;
    const row = toRow(item, stored?.id ?? id, publisherId);
    if (fetchedAt && row.published_at.getTime() === fetchedAt.getTime()) {
      row.date_is_real = false;
      if (stored) row.published_at = stored.published_at;
    }
    used.add(row.id);
    if (stored && !changed(stored, row)) continue;
    (stored ? updates : inserts).push(row);
    const rowTags = tagsOf(row, item.categories, profiles);
    tags.push(...rowTags);
    if (!stored && Date.now() - row.published_at.getTime() < ALERT_WINDOW_MS) {
      fresh.push({
        id: row.id,
        title: row.name,
        profiles: rowTags.map((tag) => ({ context: tag.context, id: tag.profile_id })),
      });
    }
  }

  if (inserts.length > 0) await trx.insertInto('content').values(inserts).execute();
  for (const { id, ...fields } of updates) {
    await trx.updateTable('content').set(fields).where('id', '=', id).execute();
  }
  if (updates.length > 0) {
    await trx
      .deleteFrom('content_tags')
      .where(
        'content_id',
        'in',
        updates.map((row) => row.id),
      )
      .execute();
  }
  if (tags.length > 0) await trx.insertInto('content_tags').values(tags).execute();
  return {
    inserted: inserts.length,
    updated: updates.length,
    skipped: items.length - inserts.length - updates.length,
    fresh,
  };
}

/** The store is a boundary of its own (a scheduler may call it): re-check what the parser promises. */
function isUsable(item: FeedItem): boolean {
  return (
    item.title.trim() !== '' &&
    resolveHttpUrl(item.link, item.link) === item.link &&
    !Number.isNaN(Date.parse(item.publishedAt))
  );
}

/** Stable per publisher and guid, short enough for article paths. */
function contentId(publisherId: string, guid: string): string {
  return `feed-${createHash('sha256').update(`${publisherId}\n${guid}`).digest('hex').slice(0, 20)}`;
}

function toRow(item: FeedItem, id: string, publisherId: string): ContentRow {
  const vertical = verticalOf(item.categories);
  const body = item.bodyHtml ? sanitizeFeedHtml(item.bodyHtml, item.link) : '';
  return {
    id,
    type: 'news_stories',
    name: item.title,
    description: item.summary,
    // Without a body the summary stands in, as HTML like every imported body.
    body: body || (item.summary ? `<p>${escapeHtml(item.summary)}</p>` : ''),
    link: item.link,
    publisher_id: publisherId,
    author: item.author ?? null,
    published_at: new Date(item.publishedAt),
    date_is_real: true,
    vertical_key: vertical,
    vertical_label: VERTICALS[vertical],
    category: item.categories[0] ?? VERTICALS[vertical],
    language: 'pt',
    photo_url: item.imageUrl ? (resolveHttpUrl(item.imageUrl, item.link) ?? null) : null,
    event_id: null,
    generated: false,
    external: true,
    body_format: 'html',
  };
}

function changed(stored: Selectable<ContentTable>, row: ContentRow): boolean {
  return (
    stored.name !== row.name ||
    stored.description !== row.description ||
    stored.body !== row.body ||
    stored.link !== row.link ||
    stored.author !== row.author ||
    stored.published_at.getTime() !== row.published_at.getTime() ||
    stored.date_is_real !== row.date_is_real ||
    stored.vertical_key !== row.vertical_key ||
    stored.category !== row.category ||
    stored.photo_url !== row.photo_url
  );
}

/** A category naming a vertical ("Esportes", "entertainment") files the story there; else news. */
function verticalOf(categories: readonly string[]): VerticalKey {
  for (const category of categories.map(fold)) {
    for (const [key, label] of Object.entries(VERTICALS) as [VerticalKey, string][]) {
      if (category === key || category === fold(label)) return key;
    }
  }
  return 'news';
}

type ProfileRef = { context: string; id: string };

/**
 * Categories that name an existing profile (a team, a league, a vertical) become tags, so the
 * story shows in that profile's feed. Other categories stay text: every profile is something a
 * reader can follow, and a publisher's free-form labels must not add to that list.
 */
async function profilesNamed(
  trx: Transaction<DB>,
  categories: readonly string[],
): Promise<Map<string, ProfileRef[]>> {
  const names = [...new Set(categories)];
  const found = new Map<string, ProfileRef[]>();
  if (names.length === 0) return found;
  const rows = await sql<{ raw: string; context: string; id: string }>`
    select c.raw, p.context, p.id
    from (values ${sql.join(names.map((name) => sql`(${name}::text)`))}) as c (raw)
    join profiles p
      on onda_unaccent(lower(p.name)) = onda_unaccent(lower(c.raw))
      or onda_unaccent(lower(p.short_name)) = onda_unaccent(lower(c.raw))
    order by p.context, p.id`.execute(trx);
  for (const row of rows.rows) {
    found.set(row.raw, [...(found.get(row.raw) ?? []), { context: row.context, id: row.id }]);
  }
  return found;
}

function tagsOf(
  row: ContentRow,
  categories: readonly string[],
  profiles: ReadonlyMap<string, readonly ProfileRef[]>,
): Insertable<DB['content_tags']>[] {
  // Like the seed, every story is tagged with its vertical's entity.
  const refs: ProfileRef[] = [{ context: 'entities', id: row.vertical_key }];
  const seen = new Set([`entities/${row.vertical_key}`]);
  for (const ref of categories.flatMap((category) => profiles.get(category) ?? [])) {
    const key = `${ref.context}/${ref.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs.map((ref) => ({ content_id: row.id, context: ref.context, profile_id: ref.id }));
}

/**
 * Imported bodies are reduced to the shared article allow-list (shared-contracts article-html);
 * link and image URLs are resolved against the story's own URL and kept only when http(s).
 */
export function sanitizeFeedHtml(html: string, baseUrl: string): string {
  return sanitizeHtml(
    html,
    articleHtmlOptions({ safeUrl: (value) => resolveHttpUrl(value, baseUrl), linkRel: 'noopener' }),
  ).trim();
}

/** Lower case without accents, for comparing labels. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const slug = (name: string): string => slugOf(name, { fallback: 'publicador', max: 60 });

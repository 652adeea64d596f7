/**
 * Breaking-news alerts (issue "push alerts" 4): when the importer stores a new story tagged with
 * a profile, that profile's followers with the bell on get one alert, at most one per profile per
 * hour (the alert's key names the hour). Queued in the database; the server's senders pick them up
 * (the importer is its own process).
 */
import type { Kysely } from 'kysely';
import { articleWebPath } from 'shared-contracts';
import type { DB } from '../../db/types';
import { newsAlert } from './alerts';
import { enqueueAlert } from './queries';

export interface NewStory {
  readonly id: string;
  readonly title: string;
  readonly profiles: readonly { readonly context: string; readonly id: string }[];
}

/** Queues one alert per tagged profile (its newest story); resolves to how many deliveries. */
export async function queueNewsAlerts(
  db: Kysely<DB>,
  stories: readonly NewStory[],
  at: Date,
): Promise<number> {
  const first = new Map<string, { context: string; id: string; story: NewStory }>();
  for (const story of stories) {
    for (const profile of story.profiles) {
      const key = `${profile.context}/${profile.id}`;
      if (!first.has(key)) first.set(key, { ...profile, story });
    }
  }
  if (first.size === 0) return 0;
  const names = await db
    .selectFrom('profiles')
    .select(['context', 'id', 'name'])
    .where((eb) =>
      eb.or(
        [...first.values()].map((p) => eb.and([eb('context', '=', p.context as never), eb('id', '=', p.id)])),
      ),
    )
    .execute();
  let queued = 0;
  for (const row of names) {
    const entry = first.get(`${row.context}/${row.id}`);
    if (!entry) continue;
    const alert = newsAlert(
      { context: row.context, id: row.id, name: row.name },
      { title: entry.story.title, path: articleWebPath('news_stories', entry.story.id) },
      at,
    );
    queued += (await enqueueAlert(db, alert)).length;
  }
  return queued;
}

import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { anchorSeasons } from '../src/api/sports/live/anchor';
import { seedDatabase } from '../src/db/seed';
import type { Database } from '../src/db/open';
import { NOW, openTestDatabase, SETUP_TIMEOUT } from './helper';
import { itUnless } from './skip';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table if not exists tx_probe (id text primary key)`.execute(database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sql`drop table if exists tx_probe`.execute(database.db);
  await database.close();
});

describe('transactions', () => {
  it('keeps a rolled-back write invisible even with a concurrent transaction', async () => {
    const id = `rollback-${Date.now()}`;
    const failing = database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into tx_probe (id) values (${id})`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const concurrent = database.db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe (id) values (${`${id}-other`})`.execute(trx);
    });
    expect(await failing).toBe('rolled back');
    await concurrent;
    const rows = await sql<{ id: string }>`select id from tx_probe where id like ${`${id}%`}`.execute(
      database.db,
    );
    expect(rows.rows.map((row) => row.id)).toEqual([`${id}-other`]);
  });
});

describe('seed', () => {
  it('loaded the real data once', async () => {
    const counts = await sql<{ events: number; content: number; profiles: number }>`
      select (select count(*)::int from sporting_events) as events,
             (select count(*)::int from content) as content,
             (select count(*)::int from profiles) as profiles`.execute(database.db);
    expect(counts.rows[0]).toMatchObject({ events: 2019 });
    expect(counts.rows[0]?.content).toBeGreaterThan(2500);
    expect(await seedDatabase(database.db, { now: NOW })).toEqual({ seeded: false });
  });

  it('keeps the Agência Brasil dates and authors', async () => {
    const row = await database.db
      .selectFrom('content')
      .select(['published_at', 'author', 'date_is_real'])
      .where('id', '=', 'abr-2016-001')
      .executeTakeFirstOrThrow();
    expect(row.published_at.toISOString()).toBe('2016-07-08T20:15:00.000Z');
    expect(row).toMatchObject({ author: 'Da Agência Brasil', date_is_real: true });
  });
});

describe('replay calendar', () => {
  it('replays one season per league so today is a match day, finished newest seasons at real dates', async () => {
    const seasons = await database.db
      .selectFrom('seasons')
      .select(['id', 'shift_days'])
      .orderBy('id')
      .execute();
    const shift = Object.fromEntries(seasons.map((season) => [season.id, season.shift_days]));
    // Brasileirão and Libertadores 2025 really finished (Dec and Nov 2025): real dates, and the 2024
    // seasons are replayed two 52-week years later (Nov 23, 2024 was a Brasileirão match day; the
    // Libertadores had none within 6 days, so its final of Nov 30, 2024 is replayed on Nov 28, 2026).
    expect(shift['brasileirao-serie-a-2025']).toBe(0);
    expect(shift['brasileirao-serie-a-2024']).toBe(728);
    expect(shift['copa-libertadores-2025']).toBe(0);
    expect(shift['copa-libertadores-2024']).toBe(728);
    // A league's only season is replayed.
    expect(shift['premier-league-2024-25']).toBe(728);
  });

  // Re-anchoring rewrites every kick-off: only on a database this file owns, never a shared server.
  const ownDatabase = itUnless(
    loadConfig().databaseUrl
      ? 'it rewrites every kick-off: only on a database of its own, which the run against DATABASE_URL is not'
      : undefined,
  );
  ownDatabase('is idempotent, and real dates come back with the simulator off', async () => {
    expect(await anchorSeasons(database.db, { now: NOW, simulate: true })).toBe(false);
    expect(await anchorSeasons(database.db, { now: NOW, simulate: false })).toBe(true);
    const event = await database.db
      .selectFrom('sporting_events')
      .select('kickoff')
      .where('id', '=', 'brasileirao-serie-a-2024-0001')
      .executeTakeFirstOrThrow();
    // 13 Apr 2024 18:30 in São Paulo.
    expect(event.kickoff.toISOString()).toBe('2024-04-13T21:30:00.000Z');
    expect(await anchorSeasons(database.db, { now: NOW, simulate: true })).toBe(true);
  });
});

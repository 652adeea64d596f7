/**
 * Initial schema. Plain SQL that runs on PostgreSQL 15 (Debian, CI) and PGlite 18 alike.
 * - unaccent() is only STABLE (it looks its dictionary up by name), so indexes and generated
 *   columns go through onda_unaccent(), an IMMUTABLE wrapper that names the dictionary explicitly.
 * - Search: a stored tsvector with the 'portuguese' configuration over unaccented text (spec 7
 *   "Search"); autocomplete: trigram index over unaccented profile names (spec 4 "Autocomplete").
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create or replace function onda_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $fn$ select public.unaccent('public.unaccent'::regdictionary, $1) $fn$
  `.execute(db);

  await sql`
    create table site_configs (
      id integer primary key,
      config jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table publishers (
      id text primary key,
      name text not null,
      common_name text not null,
      url text,
      license text not null,
      attribution text not null,
      generated boolean not null default false
    )`.execute(db);

  // Profiles are everything a reader can follow (spec 3 "Follow", "Favorite/topic node"):
  // entities (news, entertainment, sports), leagues and teams.
  await sql`
    create table profiles (
      context text not null check (context in ('entities', 'leagues', 'teams')),
      id text not null,
      name text not null,
      short_name text,
      common_name text,
      location text,
      country text,
      has_standings boolean not null default false,
      photo_small text,
      search_name text generated always as (
        onda_unaccent(lower(name || ' ' || coalesce(short_name, '') || ' ' || coalesce(common_name, '')))
      ) stored,
      primary key (context, id)
    )`.execute(db);
  await sql`create index profiles_search_name_trgm on profiles using gin (search_name gin_trgm_ops)`.execute(
    db,
  );

  await sql`
    create table seasons (
      id text primary key,
      league_id text not null,
      name text not null,
      season text not null,
      format text not null check (format in ('league', 'cup')),
      rules text not null,
      timezone text not null,
      first_date text not null,
      last_date text not null,
      shift_days integer not null default 0
    )`.execute(db);

  await sql`
    create table season_teams (
      season_id text not null references seasons (id) on delete cascade,
      team_id text not null,
      group_no integer,
      primary key (season_id, team_id)
    )`.execute(db);

  // Kick-off is kept twice: the real local time (real_local_kickoff, in the league's time zone) and
  // the replayed instant (kickoff = real local time shifted by the season's shift_days), see
  // src/api/sports/live/anchor.ts.
  await sql`
    create table sporting_events (
      id text primary key,
      season_id text not null references seasons (id) on delete cascade,
      league_id text not null,
      stage text,
      round_no integer,
      round_name text not null,
      leg integer,
      group_no integer,
      home_id text not null,
      away_id text not null,
      real_local_kickoff timestamp not null,
      time_known boolean not null,
      kickoff timestamptz not null,
      home_score integer not null,
      away_score integer not null,
      halftime_home integer,
      halftime_away integer,
      score90_home integer,
      score90_away integer,
      penalties_home integer,
      penalties_away integer,
      extra_time boolean not null default false,
      result_status text not null check (result_status in ('finished', 'awarded')),
      note text
    )`.execute(db);
  await sql`create index sporting_events_kickoff on sporting_events (kickoff)`.execute(db);
  await sql`create index sporting_events_league_kickoff on sporting_events (league_id, kickoff)`.execute(db);
  await sql`create index sporting_events_home on sporting_events (home_id, kickoff)`.execute(db);
  await sql`create index sporting_events_away on sporting_events (away_id, kickoff)`.execute(db);

  // Manual corrections of a live event (the test hook, later an operator tool). They win over
  // the simulated state until cleared.
  await sql`
    create table event_live_overrides (
      event_id text primary key references sporting_events (id) on delete cascade,
      status text not null,
      period text,
      minute integer,
      home_score integer not null,
      away_score integer not null,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table content (
      id text primary key,
      type text not null check (type in ('news_stories', 'videos')),
      name text not null,
      description text not null,
      body text not null,
      link text,
      publisher_id text not null references publishers (id),
      author text,
      published_at timestamptz not null,
      date_is_real boolean not null,
      vertical_key text not null,
      vertical_label text not null,
      category text not null,
      language text not null default 'pt',
      photo_url text,
      event_id text references sporting_events (id) on delete cascade,
      generated boolean not null default false,
      search_vector tsvector generated always as (
        setweight(to_tsvector('portuguese'::regconfig, onda_unaccent(name)), 'A') ||
        setweight(to_tsvector('portuguese'::regconfig, onda_unaccent(description)), 'B') ||
        setweight(to_tsvector('portuguese'::regconfig, onda_unaccent(body)), 'C')
      ) stored
    )`.execute(db);
  await sql`create index content_search on content using gin (search_vector)`.execute(db);
  await sql`create index content_published on content (published_at desc)`.execute(db);
  await sql`create index content_vertical_published on content (vertical_key, published_at desc)`.execute(db);
  await sql`create index content_event on content (event_id)`.execute(db);

  await sql`
    create table content_tags (
      content_id text not null references content (id) on delete cascade,
      context text not null,
      profile_id text not null,
      primary key (content_id, context, profile_id)
    )`.execute(db);
  await sql`create index content_tags_profile on content_tags (context, profile_id)`.execute(db);

  // Topic trees (spec 3 "Favorite/topic node"): 'discover' and 'favorites'. A team sits under
  // every league it plays in, so a key is unique per parent ('' at the root), not per tree.
  await sql`
    create table topics (
      tree text not null check (tree in ('discover', 'favorites')),
      key text not null,
      parent_key text not null default '',
      position integer not null,
      name text not null,
      type text not null check (type in ('label', 'dynamic', 'profile')),
      can_drill boolean not null,
      context text,
      profile_context text,
      profile_id text,
      primary key (tree, parent_key, key)
    )`.execute(db);

  // Reader state. owner is 'psid:<id>' for guests or 'user:<id>' once sign-in exists (spec 6).
  await sql`
    create table follows (
      owner text not null,
      context text not null,
      profile_id text not null,
      push_on smallint not null default 0 check (push_on in (0, 1)),
      device_token text,
      created_at timestamptz not null default now(),
      primary key (owner, context, profile_id)
    )`.execute(db);
  await sql`
    create table likes (
      owner text not null,
      content_id text not null references content (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (owner, content_id)
    )`.execute(db);
  await sql`
    create table reads (
      owner text not null,
      content_id text not null references content (id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (owner, content_id)
    )`.execute(db);

  await sql`
    create table seed_state (
      key text primary key,
      version integer not null,
      seeded_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_state',
    'reads',
    'likes',
    'follows',
    'topics',
    'content_tags',
    'content',
    'event_live_overrides',
    'sporting_events',
    'season_teams',
    'seasons',
    'profiles',
    'publishers',
    'site_configs',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop function if exists onda_unaccent(text)`.execute(db);
}

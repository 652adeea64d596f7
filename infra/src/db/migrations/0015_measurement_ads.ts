/**
 * Audience measurement and the house ad server (spec 3 "Tracking state", "Third-party ad state";
 * spec 4 "Tracking", "Ad-blocker", "Cookie consent"; spec 7 "Ads", "Tracking"):
 * - `consent_records`: proof of each consent given (LGPD art. 8: the controller proves it), with
 *   a keyed hash of the reader's guest id, the policy version and the date; refusals are only counted;
 * - `analytics_events`: the raw events, append-only, written in batches, kept `retention` days;
 * - `analytics_daily`: the roll-ups by day the dashboard reads, kept for good;
 * - `ad_campaigns`, `ad_creatives`: the house campaigns and their creatives;
 * - `ad_delivery`, `ad_frequency`: ads served per day (daily caps) and per reader and day
 *   (frequency caps, only for readers who allowed personalised ads).
 * No IP address is stored anywhere; a reader is a keyed hash of the guest id the
 * server issued (keys/server-keys.ts, 0010's secret), new every day.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table consent_records (
      id bigint generated always as identity primary key,
      reader text not null,
      measurement boolean not null,
      ads boolean not null,
      push boolean not null,
      policy_version integer not null,
      decided_at timestamptz not null
    )`.execute(db);
  await sql`create index consent_records_decided on consent_records (decided_at)`.execute(db);

  await sql`
    create table analytics_events (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      day date not null,
      event text not null,
      reader text,
      path text,
      section text,
      content_id text,
      cx text,
      duration_ms integer,
      status smallint,
      data_less boolean,
      blocked boolean,
      campaign_id text,
      creative_id text,
      slot text,
      detail text,
      utm_campaign text,
      clickid text,
      aff_click_id text
    )`.execute(db);
  await sql`create index analytics_events_day on analytics_events (day, event)`.execute(db);
  await sql`create index analytics_events_at on analytics_events (at)`.execute(db);

  await sql`
    create table analytics_daily (
      day date not null,
      metric text not null,
      dim text not null default '',
      value bigint not null,
      primary key (metric, day, dim)
    )`.execute(db);

  // The dashboard's rewards funnel counts a day's reads (api/analytics/queries.ts rollUpDay).
  await sql`create index reads_read_at on reads (read_at)`.execute(db);

  await sql`
    create table ad_campaigns (
      id text primary key,
      name text not null,
      advertiser text not null,
      -- Where a click goes: a path of this site or an https URL (checked by the ad server).
      url text not null,
      status text not null default 'running' check (status in ('running', 'paused', 'ended')),
      starts_at timestamptz not null,
      ends_at timestamptz,
      -- Ads served per day (null: no cap) and per reader and day (null: no cap).
      daily_cap integer check (daily_cap is null or daily_cap >= 0),
      frequency_cap integer check (frequency_cap is null or frequency_cap >= 0),
      -- Sections it is shown on (adSectionOf); empty: every section.
      sections text[] not null default '{}',
      weight integer not null default 1 check (weight between 1 and 100),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table ad_creatives (
      id text primary key,
      campaign_id text not null references ad_campaigns (id) on delete cascade,
      width integer not null,
      height integer not null,
      -- What the picture says, drawn by the server (media/ad-creative.ts): headline, line, button.
      headline text not null,
      subline text not null,
      cta text not null,
      theme text not null,
      alt text not null,
      active boolean not null default true
    )`.execute(db);
  await sql`create index ad_creatives_campaign on ad_creatives (campaign_id)`.execute(db);

  await sql`
    create table ad_delivery (
      day date not null,
      creative_id text not null,
      campaign_id text not null,
      served integer not null,
      primary key (day, creative_id)
    )`.execute(db);
  await sql`
    create table ad_frequency (
      day date not null,
      reader text not null,
      campaign_id text not null,
      served integer not null,
      primary key (day, reader, campaign_id)
    )`.execute(db);

  // The carrier's house campaigns, one creative per slot size (spec 9: 970x250, 728x90; phones
  // 320x100 and 300x250). Operators change them in these tables.
  await sql`
    insert into ad_campaigns (id, name, advertiser, url, status, starts_at, daily_cap, frequency_cap, sections, weight)
    values
      ('planos', 'Planos de dados Onda', 'Onda Móvel', 'https://onda.example/planos', 'running', '2026-01-01T00:00:00Z', 200000, 6, '{}', 3),
      ('bonus', 'Bônus de dados: leia e ganhe', 'Onda Notícias', '/feed/headlines', 'running', '2026-01-01T00:00:00Z', null, 4, '{}', 2),
      ('app', 'App Onda Notícias', 'Onda Notícias', '/pwa', 'running', '2026-01-01T00:00:00Z', null, 3, '{}', 2),
      ('placar', 'Placar ao vivo', 'Onda Notícias', '/sports/scores', 'running', '2026-01-01T00:00:00Z', null, 4, '{sports,home}', 2)`.execute(
    db,
  );
  const creatives: [string, string, string, string, string, string][] = [
    [
      'planos',
      'Internet que rende mais',
      '20 GB + apps de redes sociais sem descontar',
      'Conheça os planos',
      'blue',
      'Planos Onda Móvel: 20 GB e redes sociais sem descontar. Conheça os planos.',
    ],
    [
      'bonus',
      'Leia 3 matérias, ganhe 50 MB',
      'Bônus de internet para clientes Onda',
      'Ler agora',
      'orange',
      'Leia 3 matérias e ganhe 50 MB de bônus de internet. Ler agora.',
    ],
    [
      'app',
      'Onda Notícias no seu celular',
      'Instale o app: leve, rápido e gratuito',
      'Instalar',
      'teal',
      'Instale o app Onda Notícias: leve, rápido e gratuito.',
    ],
    [
      'placar',
      'Placar ao vivo',
      'Todos os jogos do seu time em tempo real',
      'Ver jogos',
      'green',
      'Placar ao vivo: todos os jogos do seu time em tempo real.',
    ],
  ];
  const sizes: [number, number][] = [
    [970, 250],
    [728, 90],
    [320, 100],
    [300, 250],
  ];
  for (const [campaign, headline, subline, cta, theme, alt] of creatives) {
    for (const [width, height] of sizes) {
      await sql`
        insert into ad_creatives (id, campaign_id, width, height, headline, subline, cta, theme, alt)
        values (${`${campaign}-${width}x${height}`}, ${campaign}, ${width}, ${height}, ${headline}, ${subline}, ${cta}, ${theme}, ${alt})`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ad_frequency',
    'ad_delivery',
    'ad_creatives',
    'ad_campaigns',
    'analytics_daily',
    'analytics_events',
    'consent_records',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
  await sql`drop index if exists reads_read_at`.execute(db);
}

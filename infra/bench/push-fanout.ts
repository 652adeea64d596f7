/**
 * Push fan-out benchmark (issue "push alerts"): one goal of a team that 10,000 subscribed devices
 * follow with the bell on. Prints the time to queue the alerts (one statement) and to hand every
 * one, encrypted and signed for its device (web-push: ECDH + AES-GCM + the VAPID JWT), to the
 * sender's HTTP step, which here counts them instead of posting (no push service is reachable),
 * each as a ratio to a bare loop over the same 10,000 devices measured in the same run.
 *
 *   npm run bench:push -w infra            (PUSH_BENCH_DEVICES=10000 by default, at most 50,000)
 *
 * Embedded PGlite in a temp folder (or DATABASE_URL). A watchdog ends the run after 10 minutes.
 * On a shared machine the absolute times move with the load; the ratios less so.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadConfigOrExit } from '../src/config';
import { openDatabase } from '../src/db/open';
import { gameAlerts } from '../src/api/push/alerts';
import { enqueueAlert } from '../src/api/push/queries';
import { startPushSender } from '../src/api/push/sender';
import { createMemoryWake } from '../src/api/push/wake';

const DEVICES = Math.min(Math.max(Number(process.env.PUSH_BENCH_DEVICES) || 10_000, 100), 50_000);

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error('Push benchmark exceeded 10 minutes; stopping.');
    process.exit(2);
  }, 600_000);
  watchdog.unref();
  const config = loadConfigOrExit();
  const dataDir = config.databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'onda-push-bench-'));
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir });
  const { db } = database;
  try {
    const team = await db
      .selectFrom('profiles')
      .select(['id', 'name'])
      .where('context', '=', 'teams')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Devices as browsers make them: one P-256 key pair each would take minutes; the encryption
    // cost per device does not depend on which valid key it is, so a few keys are reused.
    const keys = Array.from({ length: 16 }, () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      };
    });
    const run = `bench-${Date.now().toString(36)}`;
    for (let i = 0; i < DEVICES; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, DEVICES - i) }, (_, k) => i + k);
      await db
        .insertInto('follows')
        .values(
          rows.map((n) => ({ owner: `psid:${run}-${n}`, context: 'teams', profile_id: team.id, push_on: 1 })),
        )
        .execute();
      await db
        .insertInto('push_subscriptions')
        .values(
          rows.map((n) => ({
            id: `${run}-${n}`,
            owner: `psid:${run}-${n}`,
            endpoint: `https://push.example.com/${run}/${n}`,
            ...(keys[n % keys.length] as { p256dh: string; auth: string }),
            locale: 'pt',
          })),
        )
        .execute();
    }
    const vapid = webpush.generateVAPIDKeys();
    const base = {
      id: `${run}-game`,
      name: `${team.name} x Rival`,
      status: { status: 'playing' as const, period: 'first_half' as const, minute: 23 },
      league: {
        id: 'bench',
        name: 'Bench',
        short_name: null,
        context: 'leagues' as const,
        season: '2026',
        photo: { thumbnail: null },
      },
      scores: [
        {
          position: 'home' as const,
          value: 0,
          penalties: null,
          team: { id: team.id, name: team.name, short_name: null, photo: { small: null } },
        },
        {
          position: 'away' as const,
          value: 0,
          penalties: null,
          team: { id: 'rival', name: 'Rival', short_name: null, photo: { small: null } },
        },
      ],
    };
    const [goal] = gameAlerts(
      base as never,
      { ...base, scores: [{ ...base.scores[0]!, value: 1 }, base.scores[1]!] } as never,
    );
    if (!goal) throw new Error('no goal alert');

    // The baseline: a bare loop over the same devices, serializing each one's message.
    let t = performance.now();
    let sink = 0;
    for (let n = 0; n < DEVICES; n++) sink += JSON.stringify({ ...goal.message.pt, n }).length;
    const bareMs = performance.now() - t;

    t = performance.now();
    const queued = await enqueueAlert(db, goal);
    const queueMs = performance.now() - t;

    let handed = 0;
    const sender = startPushSender(db, {
      vapid,
      subject: 'mailto:bench@onda.test',
      wake: createMemoryWake(),
      pollMs: 60_000,
      batch: 1000,
      concurrency: 64,
      post: async () => {
        handed += 1;
        return { status: 201 };
      },
    });
    t = performance.now();
    await sender.runOnce();
    const sendMs = performance.now() - t;
    await sender.stop();

    const row = (label: string, ms: number) =>
      console.info(
        `${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(7)} s   ${(ms / bareMs).toFixed(0).padStart(6)}× bare loop`,
      );
    console.info(`Push fan-out of one goal to ${DEVICES} devices (${sink > 0 ? 'ok' : ''})`);
    console.info(`bare loop over the devices          ${(bareMs / 1000).toFixed(3)} s`);
    row(`queued (${queued.length} deliveries)`, queueMs);
    row(`handed to the sender (${handed})`, sendMs);
    row('total, goal to last hand-over', queueMs + sendMs);
    if (queued.length !== DEVICES || handed !== DEVICES) {
      console.error(`expected ${DEVICES} queued and handed, got ${queued.length} and ${handed}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

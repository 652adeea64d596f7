/**
 * npm run rewards -w infra -- report: grants per day and campaign, refused claims by reason and
 * the payout outbox's backlog. With the embedded database, stop the server first (PGlite allows
 * one process), or use DATABASE_URL.
 */
import { loadConfigOrExit } from '../../config';
import { openDatabase } from '../../db/open';
import { rewardsReport } from './report-queries';
import { formatReport } from './report';

const USAGE = 'Usage: npm run rewards -w infra -- report';

async function main(args: readonly string[]): Promise<number> {
  if (args[0] !== 'report') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, seed: false });
  try {
    console.info(formatReport(await rewardsReport(database.db)));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

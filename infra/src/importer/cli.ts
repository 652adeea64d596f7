/**
 * npm run import-feed -w infra -- <feed-url> [--publisher "Name"] [--dry-run]
 *
 * Stores into the server's database: DATABASE_URL, else the PGlite folder DATA_DIR (default
 * infra/var/pgdata; embedded PGlite allows one process at a time, so stop the server first or
 * use DATABASE_URL). Prints a summary line on stdout; exits 1 on a failed import, 2 on bad usage.
 */
import { storeFeedItems, type StoreFeedItemsResult } from './store-feed-items';
import { loadConfigOrExit } from '../config';
import { openDatabase, type Database } from '../db/open';
import { runImport, type FeedItemStore, type ImportSummary } from './run-import';

export { runImport } from './run-import';

export interface CliArgs {
  readonly url: string;
  readonly publisher?: string;
  readonly dryRun: boolean;
}

export const USAGE = 'Usage: npm run import-feed -w infra -- <feed-url> [--publisher "Name"] [--dry-run]';

export function parseCliArgs(argv: readonly string[]): CliArgs | undefined {
  let url: string | undefined;
  let publisher: string | undefined;
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--publisher') {
      publisher = argv[i + 1];
      if (publisher === undefined) return undefined;
      i += 1;
    } else if (arg?.startsWith('--publisher=')) publisher = arg.slice('--publisher='.length);
    else if (arg?.startsWith('-') || url !== undefined) return undefined;
    else url = arg;
  }
  return url === undefined ? undefined : { url, publisher, dryRun };
}

export interface CliDeps {
  /** Opens the database to store into; default: the server's (DATABASE_URL, else DATA_DIR, else infra/var/pgdata). */
  readonly openDatabase?: () => Promise<Database>;
  readonly now?: () => Date;
}

/** The same database the server opens (main.ts). */
const openServerDatabase = (): Promise<Database> => {
  const config = loadConfigOrExit();
  return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
};

export async function main(argv: readonly string[], deps: CliDeps = {}): Promise<number> {
  const args = parseCliArgs(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const fetchedAt = (deps.now ?? (() => new Date()))();
  let stored: StoreFeedItemsResult | undefined;
  // The database is opened only once the feed has been fetched and parsed: a dead or broken feed
  // fails fast and never touches (or first-time seeds) the database.
  const store: FeedItemStore = async (items, publisher) => {
    const database = await (deps.openDatabase ?? openServerDatabase)();
    try {
      stored = await storeFeedItems(database, publisher, items, { fetchedAt });
    } finally {
      await database.close();
    }
  };
  const result = await runImport({
    url: args.url,
    publisher: args.publisher,
    store: args.dryRun ? undefined : store,
    now: fetchedAt,
  });
  if (!result.ok) {
    console.error(`Import failed (${result.error.kind}): ${result.error.message}`);
    return 1;
  }
  process.stdout.write(`${summaryLine(result.summary, stored)}\n`);
  return 0;
}

export function summaryLine(summary: ImportSummary, stored: StoreFeedItemsResult | undefined): string {
  const source = `${summary.count} item(s) from ${summary.url} as "${summary.publisher}"`;
  if (!stored) {
    const titles = summary.firstTitles.map((title) => `\n  - ${title}`).join('');
    return `Dry run: ${source}, nothing stored.${titles}`;
  }
  return `Imported ${source}: ${stored.inserted} inserted, ${stored.updated} updated, ${stored.skipped} skipped.`;
}

// Run only when executed directly, so tests can import main() and parseCliArgs().
if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

/**
 * tsx infra/src/importer/cli.ts <feed-url> [--publisher "Name"] [--dry-run]
 *
 * Prints a JSON summary on stdout; exits 1 on a failed import, 2 on bad usage.
 */
import { runImport, type FeedItemStore } from './run-import';

export { runImport } from './run-import';

export interface CliArgs {
  readonly url: string;
  readonly publisher?: string;
  readonly dryRun: boolean;
}

export const USAGE = 'Usage: tsx infra/src/importer/cli.ts <feed-url> [--publisher "Name"] [--dry-run]';

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

/**
 * The database store. db/feed-items (storeFeedItems(database, publisher, items)) does not exist
 * yet; until it does, only dry runs work. Wire it here once it lands.
 */
function databaseStore(): FeedItemStore | undefined {
  return undefined;
}

export async function main(argv: readonly string[]): Promise<number> {
  const args = parseCliArgs(argv);
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const store = args.dryRun ? undefined : databaseStore();
  if (!args.dryRun && !store) {
    console.error('database store not available: run with --dry-run, or add infra/src/db/feed-items.ts');
    return 1;
  }
  const result = await runImport({ url: args.url, publisher: args.publisher, store });
  if (!result.ok) {
    console.error(`Import failed (${result.error.kind}): ${result.error.message}`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify({ dryRun: args.dryRun, ...result.summary }, null, 2)}\n`);
  return 0;
}

// Run only when executed directly, so tests can import main() and parseCliArgs().
if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

/** Command-line options of `npm run perf` (run.ts). Pure: parsed from argv, checked, never read elsewhere. */

/** The measured pages, in the order the table prints them. */
export const PAGE_NAMES = ['home', 'article', 'scores', 'standings', 'tv', 'search'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface PerfOptions {
  readonly pages: readonly PageName[];
  /** Lighthouse runs per page (and of the static page); the table shows medians. */
  readonly runs: number;
  /** Where to write the machine-readable results, if anywhere. */
  readonly json?: string;
  /** Port of the server under test; undefined: a free one. */
  readonly port?: number;
  readonly build: boolean;
  readonly bench: boolean;
}

export const USAGE = `Usage: npm run perf -- [options]
  --pages home,article   pages to measure (${PAGE_NAMES.join(', ')}; default all)
  --runs N               Lighthouse runs per page, 1-9 (default 3; medians are reported)
  --json out.json        also write the results as JSON
  --port N               port of the server under test (default: a free one)
  --no-build             skip \`npm run build\` (use the builds already in each app's dist/)
  --no-bench             skip \`npm run bench\` (the API benchmark)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function integer(name: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (!text || !/^\d+$/.test(text) || value < min || value > max)
    throw new UsageError(
      `${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(text ?? '')})`,
    );
  return value;
}

function pagesOf(text: string | undefined): PageName[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new UsageError(`--pages needs a list of ${PAGE_NAMES.join(', ')}`);
  const unknown = names.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new UsageError(`unknown page ${unknown.join(', ')} (pages: ${PAGE_NAMES.join(', ')})`);
  // Table order, each once.
  return PAGE_NAMES.filter((name) => names.includes(name));
}

/** Parses `--name value` and `--name=value`; throws UsageError on anything it does not know. */
export function parseOptions(argv: readonly string[]): PerfOptions {
  let pages: PageName[] = [...PAGE_NAMES];
  let runs = 3;
  let json: string | undefined;
  let port: number | undefined;
  let build = true;
  let bench = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string | undefined => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--pages':
        pages = pagesOf(value());
        break;
      case '--runs':
        runs = integer('--runs', value(), 1, 9);
        break;
      case '--json': {
        const file = value();
        if (!file || file.startsWith('--')) throw new UsageError('--json needs a file name');
        json = file;
        break;
      }
      case '--port':
        port = integer('--port', value(), 1, 65_535);
        break;
      case '--no-build':
        build = false;
        break;
      case '--no-bench':
        bench = false;
        break;
      default:
        throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
    }
  }
  return { pages, runs, json, port, build, bench };
}

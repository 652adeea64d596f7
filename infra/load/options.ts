/** Command-line options of `npm run load` (run.ts). Pure: parsed from argv and checked, never read elsewhere. */

export interface LoadOptions {
  /** Connection counts, one level each. */
  readonly levels: readonly number[];
  /** Seconds per level (the mix and /healthz alone each get this long). */
  readonly seconds: number;
  /** SSE streams held while /healthz is measured and a score change is timed; 0 skips it. */
  readonly streams: number;
  /** Soak: minutes of steady load at the first level, reporting memory growth; 0: no soak. */
  readonly soakMinutes: number;
  /** A site already running there (must have ENABLE_TEST_HOOKS=1 for the score change); else one is started. */
  readonly origin?: string;
  /** Port of the started server; undefined: a free one. */
  readonly port?: number;
  /** Where to write the figures as JSON. */
  readonly json?: string;
}

export const DEFAULTS: LoadOptions = {
  levels: [50, 100, 250, 1000],
  seconds: 10,
  streams: 10_000,
  soakMinutes: 0,
};

export const USAGE = `Usage: npm run load -- [options]
  --levels 50,100,250,1000  connection counts (1-5000 each)
  --seconds N               seconds per level and per /healthz baseline, 2-120 (default 10)
  --streams N               SSE streams held for the score-change test, 0-20000 (default 10000; 0 skips)
  --soak [MIN]              after the levels, MIN minutes (default 30) of steady load at the first
                            level, sampling memory every 30 s; reports its growth
  --origin URL              load a site already running (loopback only; needs ENABLE_TEST_HOOKS=1)
  --port N                  port of the server this command starts (default: a free one)
  --json FILE               also write the figures as JSON`;

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

/** Only this machine's loopback addresses: a load test never leaves the machine. */
export function isLoopbackOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    (host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host))
  );
}

export function parseOptions(argv: readonly string[]): LoadOptions {
  let options: LoadOptions = DEFAULTS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string | undefined => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--levels': {
        const list = (value() ?? '').split(',').filter(Boolean);
        if (list.length === 0) throw new UsageError('--levels needs a list of connection counts');
        options = { ...options, levels: list.map((item) => integer('--levels', item, 1, 5000)) };
        break;
      }
      case '--seconds':
        options = { ...options, seconds: integer('--seconds', value(), 2, 120) };
        break;
      case '--streams':
        options = { ...options, streams: integer('--streams', value(), 0, 20_000) };
        break;
      case '--soak': {
        const next = inline ?? argv[i + 1];
        if (next !== undefined && /^\d+$/.test(next)) {
          if (inline === undefined) i++;
          options = { ...options, soakMinutes: integer('--soak', next, 1, 240) };
        } else options = { ...options, soakMinutes: 30 };
        break;
      }
      case '--origin': {
        const origin = value() ?? '';
        if (!isLoopbackOrigin(origin))
          throw new UsageError(
            `--origin must be a loopback URL such as http://127.0.0.1:8220 (got ${JSON.stringify(origin)})`,
          );
        options = { ...options, origin: origin.replace(/\/$/, '') };
        break;
      }
      case '--port':
        options = { ...options, port: integer('--port', value(), 1, 65_535) };
        break;
      case '--json': {
        const file = value();
        if (!file || file.startsWith('--')) throw new UsageError('--json needs a file name');
        options = { ...options, json: file };
        break;
      }
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  return options;
}

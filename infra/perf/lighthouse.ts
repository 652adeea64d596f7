/**
 * One Lighthouse run: a fresh headless Chromium (Debian's, launched by chrome-launcher; nothing is
 * downloaded) and Lighthouse's own command line against it, with its default configuration — the
 * mobile preset with simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU) — performance only.
 *
 * The browser runs in the site's readers' time zone (DEFAULT_TIME_ZONE), whatever the host's: the
 * sports pages are rendered on the server in that zone, and re-rendered once in the browser for
 * a reader the server does not know to be elsewhere (a first visit from another zone; the zone
 * cookie fixes later ones). Measured from a host in UTC, that one re-render was a layout shift
 * (scores CLS 0.11) no reader in the site's zone meets, and the figures depended on the host.
 *
 * Lighthouse runs as a separate plain Node process, not inside this tsx one: its page-side
 * functions are sent to the browser as source text, which tsx's transform would break.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { DEFAULT_TIME_ZONE } from 'shared-contracts';
import { loadConfigOrExit } from '../src/config';
import type { LighthouseResult } from './metrics';
import { start, stop, track } from './processes';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The zone the measured reader's browser is in (see above). */
export const READER_TIME_ZONE = DEFAULT_TIME_ZONE;

const lighthouseCli = (): string =>
  path.join(path.dirname(createRequire(__filename).resolve('lighthouse')), '../cli/index.js');

/** Measures `url` once; rejects when the browser or Lighthouse fails or exceeds `timeoutMs`. */
export async function runLighthouse(
  url: string,
  { outFile, timeoutMs }: { outFile: string; timeoutMs: number },
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: loadConfigOrExit().chromiumPath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
    envVars: { ...process.env, TZ: READER_TIME_ZONE },
  });
  const untrack = track(() => chrome.kill());
  let timer: NodeJS.Timeout | undefined;
  try {
    const child = start(
      process.execPath,
      [
        lighthouseCli(),
        url,
        `--port=${chrome.port}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        '--no-enable-error-reporting',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const ended = new Promise<string | undefined>((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('exit', (code, signal) => resolve(code === 0 ? undefined : (signal ?? `exit ${code}`)));
      timer = setTimeout(() => {
        void stop(child, 2_000);
        resolve(`no result within ${timeoutMs / 1000} s`);
      }, timeoutMs);
    });
    const failure = await ended;
    if (failure) throw new Error(`Lighthouse failed on ${url}: ${failure}`);
    const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseResult;
    if (lhr.runtimeError?.code && lhr.runtimeError.code !== 'NO_ERROR')
      throw new Error(
        `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim(),
      );
    return lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
    untrack();
  }
}

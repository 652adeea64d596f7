/**
 * A suite or test that runs only where it can, or only in one of CI's two runs (PGlite, then
 * DATABASE_URL): given the reason it does not run here, it is skipped with that reason in its
 * title, so Jest's list says why; given none, it runs. Suites that need a program CI installs
 * (.ci/run) also refuse to be skipped when CI is set.
 */
type Block = (name: string, fn: () => void) => void;
type Case = (name: string, fn: () => Promise<unknown>, timeout?: number) => void;

const titled = (name: string, reason: string) => `${name} (skipped: ${reason})`;

export const describeUnless = (skipReason: string | undefined): Block =>
  skipReason === undefined ? describe : (name, fn) => describe.skip(titled(name, skipReason), fn);

export const itUnless = (skipReason: string | undefined): Case =>
  skipReason === undefined ? it : (name, fn, timeout) => it.skip(titled(name, skipReason), fn, timeout);

/** The run against DATABASE_URL leaves out what needs a database of its own, or runs once anyway. */
export const IN_DATABASE_URL_RUN = process.env.DATABASE_URL
  ? 'the run against DATABASE_URL leaves it out; it runs in the run on the embedded database'
  : undefined;

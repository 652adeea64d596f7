/**
 * The contract gate: a remote may go live only beside a shell built against a compatible
 * contract (shared-contracts/contract.json, recorded in each version's release.json). A bus event
 * is a `type@v` that is never edited in place (docs/adr/005-bus-event-versioning.md), and API
 * schemas are read by both sides: every event and schema the remote was built with must be in the
 * shell's contract with the same digest, and the two must share the semver major. A remote built
 * against an older contract (fewer events) is fine; one that needs an event the shell lacks, or
 * that changed one, is refused with what differs.
 */
import type { AppName } from './apps';
import { servedVersions, type RegistryState } from './document';

export interface Contract {
  readonly version: string;
  readonly events: Readonly<Record<string, string>>;
  readonly schemas: Readonly<Record<string, string>>;
}

export function isContract(value: unknown): value is Contract {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const digests = (d: unknown) =>
    typeof d === 'object' && d !== null && Object.values(d).every((x) => typeof x === 'string');
  return typeof v.version === 'string' && digests(v.events) && digests(v.schemas);
}

const major = (version: string) => version.split('.')[0];

/** What makes `remote`'s contract incompatible with `shell`'s (empty: compatible). */
export function contractDifferences(shell: Contract, remote: Contract): string[] {
  const problems: string[] = [];
  if (major(shell.version) !== major(remote.version)) {
    problems.push(`shared-contracts ${remote.version} against the shell's ${shell.version} (major version)`);
  }
  for (const [kind, ours, theirs] of [
    ['event', remote.events, shell.events],
    ['schema', remote.schemas, shell.schemas],
  ] as const) {
    for (const [name, digest] of Object.entries(ours)) {
      if (!(name in theirs)) problems.push(`${kind} ${name} is not in the shell's contract`);
      else if (theirs[name] !== digest) problems.push(`${kind} ${name} differs from the shell's`);
    }
  }
  return problems;
}

/**
 * Why the registry `next` may not go live: every pair of a shell and a remote version it serves
 * (stables and canaries) in which one side is among `changed` must be compatible. Pairs that were
 * live before are left alone, so an old mismatch does not block an unrelated deploy.
 */
export function gateProblems(
  next: RegistryState,
  changed: readonly { app: AppName; version: string }[],
  contractOf: (app: AppName, version: string) => Contract | undefined,
): string[] {
  const served = servedVersions(next);
  const shells = served.filter((v) => v.app === 'shell');
  const remotes = served.filter((v) => v.app !== 'shell');
  const isChanged = (v: { app: AppName; version: string }) =>
    changed.some((c) => c.app === v.app && c.version === v.version);
  const problems: string[] = [];
  for (const shell of shells) {
    const shellContract = contractOf('shell', shell.version);
    for (const remote of remotes) {
      if (!isChanged(shell) && !isChanged(remote)) continue;
      const remoteContract = contractOf(remote.app, remote.version);
      const pair = `${remote.app} ${remote.version} with shell ${shell.version}`;
      if (!shellContract || !remoteContract) {
        problems.push(`${pair}: no recorded contract (publish it first)`);
        continue;
      }
      for (const difference of contractDifferences(shellContract, remoteContract)) {
        problems.push(`${pair}: ${difference}`);
      }
    }
  }
  return problems;
}

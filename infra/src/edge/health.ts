/**
 * /healthz for monitors: whether the site can serve what the registry says it serves. Each active
 * app is checked for the file that proves its build is complete (index.html of the shell, the
 * mf-manifest.json of a remote), and an unreadable registry file is reported. Texts name apps and
 * versions, never server paths. Status codes are in docs/operations.md.
 */
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { versionDir, type AppLocator } from '../registry/apps';
import type { RegistryStore } from '../registry/store';

export interface RemoteHealth {
  readonly version: string;
  readonly manifest: 'present' | 'missing';
}

export interface HealthProblem {
  readonly code:
    'BAD_REGISTRY_FILE' | 'REGISTRY_UNREACHABLE' | 'VERSION_UNAVAILABLE' | 'SHELL_MISSING' | 'REMOTE_MISSING';
  readonly message: string;
}

export interface Health {
  /** ok: all good; degraded: pages are served but part of the site is broken; starting: no page. */
  readonly status: 'ok' | 'degraded' | 'starting';
  readonly shell: string | null;
  readonly remotes: Partial<Record<RemoteName, RemoteHealth>>;
  readonly problems: readonly HealthProblem[];
}

export function checkHealth(registry: RegistryStore, locator: AppLocator): Health {
  const problems: HealthProblem[] = [];
  const registryProblem = registry.problem();
  if (registryProblem) {
    problems.push({
      code: registryProblem.code,
      message: `${registryProblem.message}; serving the ${registryProblem.serving === 'last-good' ? 'last good registry' : 'newest builds'}`,
    });
  }
  const shell = registry.active('shell') ?? null;
  const shellPresent = shell !== null && versionDir(locator, 'shell', shell) !== undefined;
  if (!shellPresent) {
    problems.push({
      code: 'SHELL_MISSING',
      message: shell === null ? 'no shell build is active' : `shell ${shell} has no index.html`,
    });
  }
  const remotes: Partial<Record<RemoteName, RemoteHealth>> = {};
  for (const name of REMOTE_NAMES) {
    const version = registry.active(name);
    if (!version) continue;
    const present = versionDir(locator, name, version) !== undefined;
    remotes[name] = { version, manifest: present ? 'present' : 'missing' };
    if (!present) {
      problems.push({ code: 'REMOTE_MISSING', message: `${name} ${version} has no mf-manifest.json` });
    }
  }
  const status = !shellPresent ? 'starting' : problems.length > 0 ? 'degraded' : 'ok';
  return { status, shell, remotes, problems };
}

/** ok answers 200; degraded and starting 503, so a monitor alerts on the status code alone. */
export const healthStatusCode = (health: Health): number => (health.status === 'ok' ? 200 : 503);

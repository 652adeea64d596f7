/**
 * /healthz for monitors and load balancers: whether this instance can serve what the registry says
 * it serves. Each active app is checked for the file that proves its build is complete (index.html
 * of the shell, the mf-manifest.json of a remote), an unreadable registry file is reported, and so
 * are the dependencies: the database (required: down is 503) and Redis (optional: live scores fall
 * back to polling, so down is reported but not 503). A stopping instance answers 503 so traffic
 * moves away while it drains. Texts name apps and versions, never server paths. Status codes are in
 * docs/operations.md; /livez (liveness) is separate and answers 200 while the process runs.
 */
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { versionDir, type AppLocator } from '../registry/apps';
import type { RegistryStore } from '../registry/store';

export interface RemoteHealth {
  readonly version: string;
  readonly manifest: 'present' | 'missing';
}

export interface HealthProblem {
  readonly code: 'BAD_REGISTRY_FILE' | 'SHELL_MISSING' | 'REMOTE_MISSING' | 'DATABASE_DOWN' | 'STOPPING';
  readonly message: string;
}

/** none: no database (the edge alone); off: no Redis configured (live scores in process). */
export interface DependencyStates {
  readonly database: 'up' | 'down' | 'none';
  readonly redis: 'up' | 'down' | 'off';
}

export interface HealthInputs {
  readonly database?: () => 'up' | 'down';
  readonly redis?: () => 'local' | 'up' | 'down';
  readonly stopping?: () => boolean;
}

export interface Health {
  /**
   * ok: all good; degraded: pages are served but part of the site is broken; starting: no page;
   * unavailable: the database is down; stopping: the instance drains before it exits.
   */
  readonly status: 'ok' | 'degraded' | 'starting' | 'unavailable' | 'stopping';
  readonly shell: string | null;
  readonly remotes: Partial<Record<RemoteName, RemoteHealth>>;
  readonly problems: readonly HealthProblem[];
  readonly dependencies: DependencyStates;
}

export function checkHealth(registry: RegistryStore, locator: AppLocator, inputs: HealthInputs = {}): Health {
  const problems: HealthProblem[] = [];
  const redis = inputs.redis?.();
  const dependencies: DependencyStates = {
    database: inputs.database?.() ?? 'none',
    redis: redis === undefined || redis === 'local' ? 'off' : redis,
  };
  if (dependencies.database === 'down') {
    problems.push({ code: 'DATABASE_DOWN', message: 'the database does not answer' });
  }
  const stopping = inputs.stopping?.() ?? false;
  if (stopping) problems.push({ code: 'STOPPING', message: 'this instance is stopping' });
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
  const status = stopping
    ? 'stopping'
    : !shellPresent
      ? 'starting'
      : dependencies.database === 'down'
        ? 'unavailable'
        : problems.length > 0
          ? 'degraded'
          : 'ok';
  return { status, shell, remotes, problems, dependencies };
}

/** ok answers 200; degraded and starting 503, so a monitor alerts on the status code alone. */
export const healthStatusCode = (health: Health): number => (health.status === 'ok' ? 200 : 503);

/**
 * Ops command for the remote registry.
 *   npm run registry -- status                 active version of every app, and what is built
 *   npm run registry -- activate <app> <ver>   make a built version live (next page load)
 *   npm run registry -- rollback <app>         go back to the previously active version
 * The registry file is $REGISTRY_FILE or infra/var/registry.json; builds are looked up as the
 * edge server does ($APPS_DIR or <app>/dist).
 */
import { loadConfig, loadConfigOrExit, type Config } from '../config';
import { APP_NAMES, REPO_ROOT, createAppLocator, isAppName, listVersions } from './apps';
import { RegistryError, createRegistryStore, defaultRegistryFile } from './store';

export function runRegistryCommand(
  argv: readonly string[],
  out: (line: string) => void,
  config: Pick<Config, 'registryFile' | 'appsDir'> = loadConfig(),
): number {
  const locator = createAppLocator(config.appsDir);
  const store = createRegistryStore(config.registryFile ?? defaultRegistryFile(REPO_ROOT), locator);
  const [command, app, version] = argv;
  try {
    switch (command) {
      case 'status':
      case undefined: {
        const problem = store.problem();
        if (problem)
          out(`${problem.code}: ${problem.message}; the site serves the ${problem.serving} registry`);
        for (const name of APP_NAMES) {
          const active = store.active(name) ?? '(none)';
          const built = listVersions(locator, name);
          out(`${name.padEnd(12)} active ${active}   built: ${built.join(', ') || '(none)'}`);
        }
        return 0;
      }
      case 'activate': {
        if (!app || !isAppName(app) || !version) {
          out('usage: activate <app> <version>');
          return 2;
        }
        store.activate(app, version);
        out(`${app} -> ${version}`);
        return 0;
      }
      case 'rollback': {
        if (!app || !isAppName(app)) {
          out('usage: rollback <app>');
          return 2;
        }
        out(`${app} -> ${store.rollback(app)}`);
        return 0;
      }
      default:
        out(`unknown command ${command}; use status, activate or rollback`);
        return 2;
    }
  } catch (error) {
    if (error instanceof RegistryError) {
      out(`${error.code}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  process.exitCode = runRegistryCommand(
    process.argv.slice(2),
    (line) => console.info(line),
    loadConfigOrExit(),
  );
}

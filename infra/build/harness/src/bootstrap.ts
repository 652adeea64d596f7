/**
 * The dev harness host: stands in for the shell around one remote. It creates the same platform
 * the shell hands remotes in customProps, registers the remote's dev build with the Module
 * Federation runtime, and lets single-spa mount its page application (always active, so the
 * remote's own router decides what to show) plus its widgets as parcels.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BehaviorSubject } from 'rxjs';
import { mountRootParcel, navigateToUrl, registerApplication, start, type LifeCycles } from 'single-spa';
import {
  FALLBACK_SITE_CONFIG,
  PAGE_MODULE,
  SITE_ID,
  WIDGETS,
  containerName,
  createApiClient,
  createBus,
  isRemoteName,
  toLocale,
  type PlatformServices,
  type RemoteName,
  type RemoteProps,
  type Session,
} from 'shared-contracts';
import { readHarnessData } from './harness-data';

function isLifecycles(value: unknown): value is LifeCycles<RemoteProps> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function'
  );
}

async function loadLifecycles(remote: RemoteName, module: string): Promise<LifeCycles<RemoteProps>> {
  const loaded = await loadRemote<unknown>(`${containerName(remote)}/${module.replace(/^\.\//, '')}`);
  if (!isLifecycles(loaded)) throw new Error(`${remote} ${module} exports no single-spa lifecycles`);
  return loaded;
}

function createServices(): { services: PlatformServices; session$: BehaviorSubject<Session> } {
  const psid = crypto.randomUUID();
  const session$ = new BehaviorSubject<Session>({ signedIn: false });
  const api = createApiClient({
    baseUrl: '/api',
    headers: () => ({
      PSID: psid,
      'site-uuid': FALLBACK_SITE_CONFIG.uuid,
      'site-id': String(SITE_ID),
      device_type: 'browser',
      app_version: 'dev',
    }),
  });
  const services: PlatformServices = {
    session$: session$.asObservable(),
    psid,
    // ?locale=en or ?locale=es tries the other catalogues; pt by default.
    locale: toLocale(new URLSearchParams(window.location.search).get('locale')),
    config: FALLBACK_SITE_CONFIG,
    api,
    navigate: (url) => navigateToUrl(url),
  };
  return { services, session$ };
}

function showToast(message: string, status: string): void {
  const item = document.createElement('li');
  item.textContent = `[${status}] ${message}`;
  document.getElementById('harness-toasts')?.append(item);
  setTimeout(() => item.remove(), 4000);
}

function main(): void {
  const { remote, entry } = readHarnessData();
  if (!isRemoteName(remote)) throw new Error(`dev harness: unknown remote ${remote}`);
  document.title = `${remote} (dev)`;
  const name = document.getElementById('harness-name');
  if (name) name.textContent = `${remote} · dev harness`;

  const bus = createBus();
  const { services, session$ } = createServices();
  bus.all$.subscribe((event) => console.info(`[bus] ${event.type} v${event.v}`, event.payload));
  bus.on('toast.show', 1).subscribe((toast) => showToast(toast.message, toast.status));
  bus.on('session.changed', 1).subscribe((session) => session$.next(session));
  // A handle for the browser console, e.g. harness.bus.publish('accounts.registerRequested', 1, { source: 'dev' }).
  Object.assign(window, { harness: { bus, services } });

  registerRemotes([{ name: containerName(remote), alias: remote, entry }], { force: true });

  const pageSlot = document.createElement('div');
  pageSlot.id = `slot-${remote}`;
  document.getElementById('main')?.append(pageSlot);
  registerApplication<Omit<RemoteProps, 'name'>>({
    name: remote,
    app: () => loadLifecycles(remote, PAGE_MODULE),
    activeWhen: () => true,
    customProps: { remote, version: 'dev', bus, services },
  });

  for (const widget of WIDGETS.filter((w) => w.remote === remote)) {
    const holder = document.createElement('div');
    holder.className = 'harness-widget';
    const label = document.createElement('span');
    label.textContent = widget.slot;
    const domElement = document.createElement('div');
    holder.append(label, domElement);
    document.getElementById('harness-bar')?.append(holder);
    void loadLifecycles(remote, widget.module).then((config) =>
      mountRootParcel(config, { domElement, remote, version: 'dev', bus, services }),
    );
  }

  start({ urlRerouteOnly: true });
}

main();

/**
 * The render helper of every remote's component tests (STYLE.md), test-only: it mounts the component
 * through the real `defineRemote` lifecycles (Emotion cache, IntlProvider with this remote's
 * catalogue, the remote-kit context, the error boundary), with a real bus, fake platform services
 * and, for page components, a MemoryRouter.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'shared-contracts/router';
import { BehaviorSubject } from 'rxjs';
import {
  FALLBACK_SITE_CONFIG,
  buildUrl,
  createBus,
  type ApiClient,
  type ApiResult,
  type RequestOptions,
  type BusEvent,
  type EventBus,
  type Locale,
  type PlatformServices,
  type RemoteName,
  type Session,
} from '../../index';
import type { Catalogues } from '../catalogues';
import { defineRemote } from '../define-remote';

export interface RenderRemoteOptions {
  readonly locale?: Locale;
  /** Initial path of the MemoryRouter; `null` renders without a router (widgets). */
  readonly route?: string | null;
  readonly session?: Session;
  /**
   * Answers every API call with a body; the fake client checks it against the call's schema as the
   * real one does. By default every call fails as a network error.
   */
  /** Answers the page's API calls (`options`: the call's method, body …). */
  readonly api?: (path: string, options?: RequestOptions<unknown>) => Promise<ApiResult<unknown>>;
  /** A widget loaded on request: the payload that asked for it (RemoteProps `request`). */
  readonly request?: { readonly source: string; readonly id?: string };
}

export interface RenderRemoteResult {
  readonly bus: EventBus;
  /** Every event published on the bus, in order. */
  readonly events: BusEvent[];
  readonly navigate: jest.Mock<void, [string]>;
  readonly apiCalls: { path: string; options: unknown }[];
  readonly session$: BehaviorSubject<Session>;
}

const unmounts: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const unmount of unmounts.splice(0)) await unmount();
});

export type RenderRemote = (ui: ReactElement, options?: RenderRemoteOptions) => Promise<RenderRemoteResult>;

/** A remote's render helper: `export const renderRemote = createRenderRemote('mf-news', messages)`. */
export function createRenderRemote(remote: RemoteName, messages: Catalogues): RenderRemote {
  return (ui, options) => renderRemote(remote, messages, ui, options);
}

async function renderRemote(
  remote: RemoteName,
  messages: Catalogues,
  ui: ReactElement,
  options: RenderRemoteOptions = {},
): Promise<RenderRemoteResult> {
  const { locale = 'pt', route = '/', session = { signedIn: false } } = options;
  const bus = createBus();
  const events: BusEvent[] = [];
  bus.all$.subscribe((event) => events.push(event));
  const apiCalls: RenderRemoteResult['apiCalls'] = [];
  const answer =
    options.api ??
    (async (): Promise<ApiResult<unknown>> => ({ ok: false, status: 0, code: 'NETWORK', message: 'no API' }));
  const api: ApiClient = {
    url: (path, query) => buildUrl('/api', path, query),
    async request<T>(path: string, requestOptions?: RequestOptions<T>) {
      apiCalls.push({ path, options: requestOptions });
      const result = await answer(path, requestOptions as RequestOptions<unknown> | undefined);
      const check = requestOptions?.check;
      if (result.ok && check && !(await check.ready().then(() => check.is(result.data)))) {
        return { ok: false, status: result.status, code: 'BAD_RESPONSE', message: 'contract mismatch' };
      }
      // Checked against the call's check just above, as createApiClient does.
      return result as ApiResult<T>;
    },
  };
  const navigate = jest.fn<void, [string]>();
  const session$ = new BehaviorSubject<Session>(session);
  const services: PlatformServices = {
    session$,
    psid: 'test-psid',
    locale,
    config: FALLBACK_SITE_CONFIG,
    api,
    navigate,
  };

  const lifecycles = defineRemote({
    cacheKey: 'test',
    slot: 'test',
    messages,
    Root: () => (route === null ? ui : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>),
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = {
    name: `${remote}-test`,
    remote: remote,
    version: 'test',
    bus,
    services,
    domElement,
    ...(options.request ? { request: options.request } : {}),
    singleSpa: {},
    mountParcel: jest.fn(),
  };
  // React renders queued work when an act() scope ends, and single-spa-react resolves mount only
  // after the first commit: start the lifecycle inside one act(), await it after.
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await lifecycles.bootstrap(props);
    mounted = lifecycles.mount(props);
  });
  await act(() => mounted);
  unmounts.push(async () => {
    let unmounted: Promise<unknown> = Promise.resolve();
    act(() => {
      unmounted = lifecycles.unmount(props);
    });
    await act(() => unmounted);
    domElement.remove();
  });
  return { bus, events, navigate, apiCalls, session$ };
}

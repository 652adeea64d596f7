/**
 * The independently deployed remotes and the registry document that says which version of each
 * is live. The registry is the only mutable deployment artefact (see docs/operations.md); its
 * schemas are in ./registry.ts.
 */
export const REMOTE_NAMES = ['mf-news', 'mf-sports', 'mf-tv', 'mf-accounts', 'mf-rewards'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);

/** The Module Federation container name of a remote (identifier-safe). */
export const containerName = (name: RemoteName): string => name.replace(/-/g, '_');

/**
 * Widgets: always-present pieces that remotes mount into shell slots (not tied to a route). They
 * load once the page is interactive, except:
 * - a widget with `opensOn` shows nothing until that bus event asks for it (the registration
 *   sheet): it loads on the first such event, and the shell passes that event's payload in its
 *   props (RemoteProps `request`). A page nobody asks it on never downloads it.
 * - a widget with `firstUse` (the rewards gift) loads on first use: while the edge says a campaign
 *   runs, the shell shows its launcher (the gift, server-rendered) in the slot; the widget loads
 *   on a tap on it (`request.source` 'launcher': it opens), on the bus event named (`request`
 *   carries its payload), or once the page is interactive for a reader already taking part (the
 *   widget's stored hints, a campaign's landing). A first visit that reads nothing never
 *   downloads it. Without the edge's word (an older edge, a failed read) it loads as the others.
 */
export const WIDGETS = [
  { slot: 'rewards', remote: 'mf-rewards', module: './RewardsWidget', firstUse: 'article.read' },
  {
    slot: 'register-sheet',
    remote: 'mf-accounts',
    module: './RegisterSheet',
    opensOn: 'accounts.registerRequested',
  },
  { slot: 'search', remote: 'mf-news', module: './SearchWidget' },
] as const satisfies readonly {
  slot: string;
  remote: RemoteName;
  module: string;
  opensOn?: 'accounts.registerRequested';
  firstUse?: 'article.read';
}[];
export type WidgetSlot = (typeof WIDGETS)[number]['slot'];

/** Every remote exposes its page application under this module name. */
export const PAGE_MODULE = './App';

/**
 * Where the shell reports how each remote version did on a sample of page views (the registry's
 * health per version; infra/src/registry/routes.ts): POST `{ reports: [{ remote, version,
 * outcome, corrects? }] }`, outcome 'ok' (loaded and mounted), 'load' (could not be loaded) or
 * 'crash'; `corrects: true` marks a failure after an 'ok' the page view already sent.
 */
export const HEALTH_BEACON_PATH = '/registry/health';
export type RemoteOutcome = 'ok' | 'load' | 'crash';

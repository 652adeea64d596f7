/**
 * The ops page's HTML, rendered on the server (no reader's bundle carries any of it): each app's
 * stable and canary with shares, samples and error rates, promote and rollback buttons as plain
 * forms (they work before the script runs), a chart per app drawn by ./ops-page.js with uPlot,
 * and the history. Every value is escaped.
 */
import type { AppName } from '../apps';
import type { HistoryEntry, RegistryState } from '../document';
import { errorRate, type Tally } from '../health-rule';

export interface OpsAppRow {
  readonly app: AppName;
  readonly stable?: { readonly version: string; readonly tally: Tally };
  readonly canary?: {
    readonly version: string;
    readonly percent: number;
    readonly since: string;
    readonly tally: Tally;
  };
}

export interface OpsPageInput {
  readonly rows: readonly OpsAppRow[];
  readonly history: readonly HistoryEntry[];
  readonly csrf: string;
  /** The result of the action just taken, or why it was refused. */
  readonly notice?: { readonly kind: 'done' | 'refused'; readonly text: string };
  readonly problem?: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const tallyText = (t: Tally) => `${t.samples} samples, ${(errorRate(t) * 100).toFixed(1)} % errors`;

function button(app: AppName, action: 'promote' | 'rollback', label: string, csrf: string): string {
  return `<form method="post" action="/ops/apps/${app}/${action}"><input type="hidden" name="csrf" value="${escape(csrf)}"><button type="submit">${escape(label)}</button></form>`;
}

function appSection(row: OpsAppRow, csrf: string): string {
  const stable = row.stable
    ? `<p>Stable <code>${escape(row.stable.version)}</code>: ${tallyText(row.stable.tally)}</p>`
    : '<p>No version active.</p>';
  const canary = row.canary
    ? `<p>Canary <code>${escape(row.canary.version)}</code> at ${row.canary.percent} % since ${escape(row.canary.since)}: ${tallyText(row.canary.tally)}</p>`
    : '<p>No canary.</p>';
  const actions = row.stable
    ? (row.canary ? button(row.app, 'promote', 'Promote the canary', csrf) : '') +
      button(row.app, 'rollback', row.canary ? 'End the canary' : 'Roll back to the previous stable', csrf)
    : '';
  return `<section aria-labelledby="app-${row.app}">
<h2 id="app-${row.app}">${row.app}</h2>
${stable}
${canary}
<div class="actions">${actions}</div>
<figure class="chart" data-app="${row.app}"><figcaption>Error rate per version, % per minute (last 6 hours)</figcaption></figure>
</section>`;
}

export function renderOpsPage(input: OpsPageInput): string {
  const notice = input.notice
    ? `<p role="${input.notice.kind === 'refused' ? 'alert' : 'status'}" class="${input.notice.kind}">${escape(input.notice.text)}</p>`
    : '';
  const problem = input.problem ? `<p role="alert" class="refused">${escape(input.problem)}</p>` : '';
  const history = input.history
    .slice()
    .reverse()
    .map(
      (h) =>
        `<tr><td>${escape(h.at)}</td><td>${h.app}</td><td>${escape(h.action)}</td><td>${escape(h.from ?? '')}</td><td>${escape(h.to ?? '')}${h.percent ? ` (${h.percent} %)` : ''}</td><td>${escape(h.actor)}</td><td>${escape(h.reason ?? '')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Registry — Onda ops</title>
<link rel="stylesheet" href="/ops/assets/uPlot.min.css">
<link rel="stylesheet" href="/ops/assets/ops.css">
<script defer src="/ops/assets/uPlot.iife.min.js"></script>
<script defer src="/ops/assets/ops-page.js"></script>
</head>
<body>
<main>
<h1>Remote registry</h1>
${notice}${problem}
${input.rows.map((row) => appSection(row, input.csrf)).join('\n')}
<section aria-labelledby="history">
<h2 id="history">History</h2>
<div class="table"><table>
<thead><tr><th scope="col">When</th><th scope="col">App</th><th scope="col">Action</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Who</th><th scope="col">Why</th></tr></thead>
<tbody>
${history}
</tbody>
</table></div>
</section>
</main>
</body>
</html>`;
}

export function opsRows(
  state: RegistryState,
  apps: readonly AppName[],
  tallies: (app: AppName, version: string) => Tally,
): OpsAppRow[] {
  return apps.map((app) => {
    const entry = state[app];
    return {
      app,
      ...(entry ? { stable: { version: entry.stable, tally: tallies(app, entry.stable) } } : {}),
      ...(entry?.canary ? { canary: { ...entry.canary, tally: tallies(app, entry.canary.version) } } : {}),
    };
  });
}

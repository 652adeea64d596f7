import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOG_EVENTS, logEvent } from './log-events';

describe('log events', () => {
  it('logs the event name, its fields and its description', () => {
    const lines: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) };
    logEvent(log as never, 'warn', 'sitemap_unavailable', { year: 2024 });
    expect(lines).toEqual([[{ year: 2024, event: 'sitemap_unavailable' }, LOG_EVENTS.sitemap_unavailable]]);
  });

  it('are all listed in docs/operations.md', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../docs/operations.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Log events'), doc.indexOf('## Configuration'));
    const documented = [...section.matchAll(/^\| `([a-z_]+)` /gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(LOG_EVENTS).sort());
  });
});

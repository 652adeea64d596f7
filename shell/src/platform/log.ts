/**
 * Named, structured client-side log events (one list, so operators can grep for them).
 * Never pass tokens, passwords or e-mail addresses as fields.
 */
export const LOG_EVENTS = {
  remote_load_failed: 'A remote could not be loaded; its slot shows the fallback.',
  remote_crashed: 'A remote threw while rendering; its slot shows the fallback.',
  site_config_fallback: 'The site configuration call failed; the bundled configuration is used.',
  registry_missing: 'The page carried no usable remote registry.',
  layout_hydration_failed:
    "The layout the edge rendered differed from the browser's: React rendered it afresh.",
  service_worker_failed:
    'The service worker could not be registered: the page works, without offline reading.',
  push_failed: 'The push permission flow failed: the reader is told push is unavailable.',
  push_whoami_off: "whoami says this device's alerts are off (spec 7: logged as a 504, not shown).",
  chunk_load_reload:
    "A remote's files failed to load: the page reloads once (at most once per 60 s) to heal it.",
} as const;

export type LogEventName = keyof typeof LOG_EVENTS;

export function logEvent(name: LogEventName, fields: Readonly<Record<string, unknown>>): void {
  console.error(`[shell] ${name}`, JSON.stringify(fields));
}

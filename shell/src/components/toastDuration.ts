/** How long a toast stays up (spec 4 "Toast", spec 9: 2500 / 15000 / 16000 ms). */
import type { EventPayload } from 'shared-contracts';

export type Toast = EventPayload<'toast.show', 1>;

export const TOAST_MS = { default: 2500, newAppInstalled: 15000, withBody: 16000 } as const;

export function toastDuration(toast: Pick<Toast, 'body' | 'newAppInstalled'>): number {
  if (toast.newAppInstalled) return TOAST_MS.newAppInstalled;
  if (toast.body) return TOAST_MS.withBody;
  return TOAST_MS.default;
}

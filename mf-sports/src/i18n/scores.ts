/** Messages of the sports scores pages (pt is the default; en and es have the same keys). */
import type { Locale } from 'shared-contracts';

const pt = {} as const;

export const scores: Record<Locale, Record<keyof typeof pt, string>> = { pt, en: {}, es: {} };

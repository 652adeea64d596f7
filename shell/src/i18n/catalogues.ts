/** The shell's message catalogues by locale; pt is the default and the fallback (spec 1). */
import type { Locale } from 'shared-contracts';
import { createUseT } from 'shared-contracts/remote-kit';
import { en } from './messages/en';
import { es } from './messages/es';
import { pt, type Messages } from './messages/pt';

export const CATALOGUES: Readonly<Record<Locale, Partial<Messages>>> = { pt, en, es };

/** The ids present in pt but missing (or empty) in `catalogue`. */
export function missingKeys(catalogue: Partial<Messages>): string[] {
  return Object.keys(pt).filter((id) => !catalogue[id as keyof Messages]);
}

/** `catalogue` completed with pt texts for any missing or empty key (spec 1: pt is the fallback). */
export function withFallback(catalogue: Partial<Messages>): Messages {
  const merged: Messages = { ...pt };
  for (const [id, text] of Object.entries(catalogue)) {
    if (text && id in pt) merged[id as keyof Messages] = text;
  }
  return merged;
}

/** The shell's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<Messages>();

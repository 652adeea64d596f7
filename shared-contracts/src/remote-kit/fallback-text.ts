import type { Locale } from '../locale';

/**
 * The text shown in a slot whose remote failed (spec 8: a failure stays in its own slot). The
 * shell's own fallback and the remotes' error boundaries both read it, so readers see one message.
 */
export const REMOTE_FALLBACK_TEXT: Record<Locale, { message: string; retry: string }> = {
  pt: { message: 'Esta parte do site não carregou.', retry: 'Tentar de novo' },
  en: { message: 'This part of the site did not load.', retry: 'Try again' },
  es: { message: 'Esta parte del sitio no se cargó.', retry: 'Intentar de nuevo' },
};

/**
 * The page a reader gets while a dependency the page needs (the database) is down and no copy of
 * the page is kept: status 503 with Retry-After, a translated "try again" message and a link that
 * reloads the page, in plain HTML that works without JavaScript. Never a stack or a server detail.
 */
import type { Locale } from 'shared-contracts';
import { escapeHtml } from './html';

/** Seconds a client (or a proxy) should wait before asking again. */
export const RETRY_AFTER_SECONDS = 5;

const TEXT: Record<Locale, { title: string; body: string; link: string; lang: string }> = {
  pt: {
    lang: 'pt-BR',
    title: 'Volte em alguns segundos',
    body: 'Estamos com uma instabilidade momentânea e não conseguimos abrir esta página agora. Tente novamente em alguns segundos.',
    link: 'Tentar novamente',
  },
  en: {
    lang: 'en',
    title: 'Back in a few seconds',
    body: 'We are having a brief problem and cannot open this page right now. Please try again in a few seconds.',
    link: 'Try again',
  },
  es: {
    lang: 'es',
    title: 'Vuelve en unos segundos',
    body: 'Tenemos una inestabilidad momentánea y no podemos abrir esta página ahora. Inténtalo de nuevo en unos segundos.',
    link: 'Intentar de nuevo',
  },
};

/** `path` is the page's own path (and query): the link reloads it. */
export function renderTryAgainPage(locale: Locale, siteName: string, path: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${t.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} | ${escapeHtml(siteName)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:40em;margin:3em auto;padding:0 1em;color:#101828">
<main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(path)}" style="color:#0047a3">${escapeHtml(t.link)}</a></p></main>
</body></html>`;
}

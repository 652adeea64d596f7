/**
 * The unsupported-browser page (spec 2, 8) as plain server-rendered HTML: IE11 and legacy Edge
 * cannot run the shell's bundle, so this page must work with no JavaScript at all.
 */
import type { Locale } from 'shared-contracts';
import { escapeHtml } from './html';

const TEXT: Record<Locale, { title: string; body: string; link: string; lang: string }> = {
  pt: {
    lang: 'pt-BR',
    title: 'Navegador não suportado',
    body: 'Este navegador não é mais suportado. Recomendamos o novo Microsoft Edge para ler as notícias.',
    link: 'Baixar o novo Microsoft Edge',
  },
  en: {
    lang: 'en',
    title: 'Browser not supported',
    body: 'This browser is no longer supported. We recommend the new Microsoft Edge to read the news.',
    link: 'Download the new Microsoft Edge',
  },
  es: {
    lang: 'es',
    title: 'Navegador no compatible',
    body: 'Este navegador ya no es compatible. Recomendamos el nuevo Microsoft Edge para leer las noticias.',
    link: 'Descargar el nuevo Microsoft Edge',
  },
};

export const EDGE_DOWNLOAD_URL = 'https://www.microsoft.com/edge';

export function renderNotSupportedPage(locale: Locale, siteName: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${t.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} | ${escapeHtml(siteName)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:40em;margin:3em auto;padding:0 1em;color:#101828">
<main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<p><a href="${EDGE_DOWNLOAD_URL}" style="color:#0047a3">${escapeHtml(t.link)}</a></p></main>
</body></html>`;
}

export const isLegacyBrowser = (userAgent: string | undefined): boolean =>
  !!userAgent && (/Trident\//.test(userAgent) || /Edge\/\d/.test(userAgent));

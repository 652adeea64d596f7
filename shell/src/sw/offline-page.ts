/**
 * What the worker answers a page with when the network is gone (issue "PWA" 2, 3): a copy of the
 * page with a notice that it is one, or, for a page it has no copy of, the site's offline page in
 * the reader's language listing what can be read offline (saved stories first, then pages read
 * before). Made here, from the caches, so it costs no download and works for every version.
 */
import { escapeHtml } from 'shared-contracts/html-escape';
import { OFFLINE_CACHE, OFFLINE_HEADERS } from 'shared-contracts/offline';

type Locale = 'pt' | 'en' | 'es';

const TEXTS: Record<
  Locale,
  Record<'lang' | 'title' | 'lead' | 'saved' | 'read' | 'none' | 'retry' | 'notice', string>
> = {
  pt: {
    lang: 'pt-BR',
    title: 'Você está sem conexão',
    lead: 'Esta página não foi salva no aparelho. Estas você pode ler agora:',
    saved: 'Salvas para ler depois',
    read: 'Lidas recentemente',
    none: 'Nada foi salvo para ler sem conexão. Use "Ler depois" numa notícia quando estiver conectado.',
    retry: 'Tentar de novo',
    notice: 'Sem conexão: você está lendo a cópia salva no aparelho.',
  },
  en: {
    lang: 'en',
    title: 'You are offline',
    lead: 'This page was not saved on this device. You can read these now:',
    saved: 'Saved to read later',
    read: 'Read recently',
    none: 'Nothing is saved to read offline. Use "Read later" on a story while you are online.',
    retry: 'Try again',
    notice: 'Offline: you are reading the copy saved on this device.',
  },
  es: {
    lang: 'es',
    title: 'Estás sin conexión',
    lead: 'Esta página no se guardó en el dispositivo. Estas puedes leerlas ahora:',
    saved: 'Guardadas para leer después',
    read: 'Leídas recientemente',
    none: 'No hay nada guardado para leer sin conexión. Usa "Leer después" en una noticia cuando estés conectado.',
    retry: 'Intentar de nuevo',
    notice: 'Sin conexión: estás leyendo la copia guardada en el dispositivo.',
  },
};

const TITLE = /<title>([^<]{1,300})<\/title>/;

interface Readable {
  readonly href: string;
  readonly title: string;
}

async function readablePages(cacheName: string, saved: boolean): Promise<Readable[]> {
  const cache = await caches.open(cacheName);
  const list: Readable[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) continue;
    const response = await cache.match(request);
    if (!response || !(response.headers.get('content-type') ?? '').includes('text/html')) continue;
    const title = saved
      ? decodeURIComponent(response.headers.get(OFFLINE_HEADERS.title) ?? '')
      : ((await response.text()).match(TITLE)?.[1] ?? '');
    if (title) list.push({ href: url.pathname + url.search, title });
  }
  return list;
}

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}' +
  'header{background:#002a5c;color:#fff;padding:.75rem 1rem;font-weight:700}' +
  'main{max-width:40rem;margin:0 auto;padding:1rem}a{color:#00509d}' +
  'li{margin:.5rem 0}a,button{min-height:44px}' +
  'button{font:inherit;padding:.5rem 1rem;border:2px solid #00509d;border-radius:6px;background:#fff;color:#00509d}';

/** The offline page: the worker's own HTML, with its own policy (no script, its own style). */
export async function offlinePage(locale: Locale, pagesCache: string): Promise<Response> {
  const t = TEXTS[locale];
  const saved = await readablePages(OFFLINE_CACHE, true).catch(() => []);
  const savedHrefs = new Set(saved.map((page) => page.href));
  const read = (await readablePages(pagesCache, false).catch(() => [])).filter(
    (page) => !savedHrefs.has(page.href),
  );
  const section = (heading: string, pages: Readable[]) =>
    pages.length === 0
      ? ''
      : `<h2>${escapeHtml(heading)}</h2><ul>${pages
          .map((page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.title)}</a></li>`)
          .join('')}</ul>`;
  const body =
    saved.length + read.length === 0
      ? `<p>${escapeHtml(t.none)}</p>`
      : `<p>${escapeHtml(t.lead)}</p>${section(t.saved, saved)}${section(t.read, read)}`;
  const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)} · Onda Notícias</title><style>${STYLE}</style></head><body><header>Onda Notícias</header><main id="main"><h1>${escapeHtml(t.title)}</h1>${body}<form method="get"><button type="submit">${escapeHtml(t.retry)}</button></form></main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'",
      'x-onda-offline': 'page',
    },
  });
}

const NOTICE_STYLE =
  'margin:0;padding:.5rem 1rem;background:#fff4ce;color:#1a1a1a;border-bottom:1px solid #c9a400;font:600 15px/1.4 system-ui,sans-serif';

/**
 * A kept copy of a page, with a notice at the top saying it is a copy: outside the shell's root,
 * so the shell hydrates its part as usual.
 */
export async function withOfflineNotice(response: Response, locale: Locale): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const html = await response.text();
  const notice = `<p role="status" data-offline-notice style="${NOTICE_STYLE}">${escapeHtml(TEXTS[locale].notice)}</p>`;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('x-onda-offline', 'copy');
  return new Response(
    html.replace(/<body([^>]*)>/, (tag) => `${tag}${notice}`),
    {
      status: response.status,
      headers,
    },
  );
}

/**
 * Lite article pages for readers who ask to save data (`Save-Data: on`): the story's text in
 * minimal HTML with one small inline stylesheet and no script at all. The photo is not loaded but
 * offered as a link to a small rendition; a link leads to the full page (`?full=1`, which the edge
 * then serves normally), and a line says how many kilobytes the page itself used. The body goes
 * through the same article allow-list as the normal render (shared-contracts article-html), and
 * images inside it are left out: nothing on the page downloads anything else by itself.
 */
import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import sanitizeHtml from 'sanitize-html';
import {
  articleHtmlOptions,
  articleTargetOfRoute,
  isHttpUrl,
  isSitePath,
  itemReadUrl,
  LOCALE_TAGS,
  mediaRead,
  MediaResponseSchema,
  safeHref,
  safeUrl,
  type Article,
  type Locale,
  type SiteConfig,
} from 'shared-contracts';
import { MISSING, type ApiGet } from './heads/types';
import { escapeHtml } from './html';

/** Width of the photo rendition the lite page links to. */
export const LITE_IMAGE_WIDTH = 320;

/** The story a lite-capable page names (its matched route): news stories only (videos need their player). */
export function liteTargetOf(page: {
  readonly routeId: string | undefined;
  readonly params: Readonly<Record<string, string | undefined>>;
}): { id: string } | undefined {
  const target = articleTargetOfRoute(page.routeId, page.params);
  return target?.context === 'news_stories' ? { id: target.id } : undefined;
}

/** `Save-Data: on` (RFC draft "Save-Data"), unless the reader asked for the full page. */
export function wantsLite(saveData: string | string[] | undefined, search: string): boolean {
  const value = Array.isArray(saveData) ? saveData.join(',') : (saveData ?? '');
  if (value.trim().toLowerCase() !== 'on') return false;
  return !new URLSearchParams(search).has('full');
}

export type LiteArticleResult = Article | typeof MISSING | undefined;

/** Reads a news story with the page request's reads (page-reads.ts); MISSING when it does not exist. */
export async function readLiteArticle(id: string, get: ApiGet, siteId: number): Promise<LiteArticleResult> {
  const res = await get(itemReadUrl(mediaRead('news_stories', id, siteId)));
  if (res.statusCode === 404 || res.statusCode === 400) return MISSING;
  if (res.statusCode !== 200 || !Value.Check(MediaResponseSchema, res.body)) return undefined;
  return res.body[0] ?? MISSING;
}

export const LITE_STYLE =
  'body{font:1.0625rem/1.6 system-ui,Arial,sans-serif;max-width:40rem;margin:0 auto;padding:0 1rem;color:#101828;background:#fff}' +
  'a{color:#0047a3}header,footer{padding:.75rem 0}header a{font-weight:700;text-decoration:none}' +
  'footer{border-top:1px solid #d0d5dd;margin-top:2rem;font-size:.9375rem}footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}' +
  'h1{font-size:1.5rem;line-height:1.25}.meta,.used{color:#475467;font-size:.9375rem}blockquote{margin:1rem 0;padding-left:1rem;border-left:4px solid currentColor}';

export const LITE_STYLE_HASH = `'sha256-${createHash('sha256').update(LITE_STYLE).digest('base64')}'`;

/** The lite page's policy: no script of any kind, only its own hashed stylesheet. */
export const LITE_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src ${LITE_STYLE_HASH}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TEXT: Record<
  Locale,
  {
    by: (author: string) => string;
    image: string;
    full: string;
    used: (kb: number) => string;
    credit: (credit: string) => string;
    home: string;
    footerNav: string;
    about: string;
    privacy: string;
    terms: string;
    sitemap: string;
  }
> = {
  pt: {
    by: (author) => `Por ${author}`,
    image: 'Ver imagem',
    full: 'Ver a página completa',
    used: (kb) => `Esta página usou ≈ ${kb} KB de dados.`,
    credit: (credit) => `Crédito: ${credit}`,
    home: 'página inicial',
    footerNav: 'Institucional',
    about: 'Sobre',
    privacy: 'Política de privacidade',
    terms: 'Termos e condições',
    sitemap: 'Mapa do site',
  },
  en: {
    by: (author) => `By ${author}`,
    image: 'View image',
    full: 'View the full page',
    used: (kb) => `This page used ≈ ${kb} KB of data.`,
    credit: (credit) => `Credit: ${credit}`,
    home: 'home page',
    footerNav: 'About this site',
    about: 'About',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    sitemap: 'Sitemap',
  },
  es: {
    by: (author) => `Por ${author}`,
    image: 'Ver imagen',
    full: 'Ver la página completa',
    used: (kb) => `Esta página usó ≈ ${kb} KB de datos.`,
    credit: (credit) => `Crédito: ${credit}`,
    home: 'página de inicio',
    footerNav: 'Institucional',
    about: 'Acerca de',
    privacy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    sitemap: 'Mapa del sitio',
  },
};

const IMAGE_PATH = /^\/api\/v3\/images\/(?:article|match)\/[a-z0-9][a-z0-9_-]{0,79}\?/;

/** The small rendition of the story's photo (site images), or the photo's own http(s) URL. */
export function smallImageHref(original: string | undefined): string | undefined {
  if (!original) return undefined;
  if (isSitePath(original) && IMAGE_PATH.test(original)) {
    const url = new URL(original, 'http://site.invalid');
    url.searchParams.set('w', String(LITE_IMAGE_WIDTH));
    url.searchParams.delete('h');
    return `${url.pathname}${url.search}`;
  }
  return isHttpUrl(original) ? original : undefined;
}

const LITE_BODY_OPTIONS = (() => {
  const options = articleHtmlOptions({ safeUrl, linkRel: 'noopener noreferrer nofollow' });
  const keep = options.exclusiveFilter;
  return {
    ...options,
    // Nothing loads by itself on a lite page: images in the body go, with their figures' captions kept.
    exclusiveFilter: (frame: sanitizeHtml.IFrame) => frame.tag === 'img' || (keep ? keep(frame) : false),
  };
})();

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

/** The body as the normal render shows it: plain-text paragraphs escaped, HTML through the allow-list. */
export function liteBodyHtml(article: Article): string {
  const body = article.body;
  if (!body) return article.description ? `<p>${escapeHtml(article.description)}</p>` : '';
  const format = article.body_format ?? (HTML_TAG.test(body) ? 'html' : 'text');
  if (format === 'html') return sanitizeHtml(body, LITE_BODY_OPTIONS).trim();
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
}

export interface LitePageParts {
  readonly article: Article;
  readonly config: SiteConfig;
  readonly locale: Locale;
  /** The page's path (without query): the full page is this with `?full=1`. */
  readonly pathname: string;
  /** Kilobytes this page used, as sent; filled in by the sender. */
  readonly usedKb: number;
}

export function renderLitePage({ article, config, locale, pathname, usedKb }: LitePageParts): string {
  const t = TEXT[locale];
  const lang = LOCALE_TAGS[locale];
  const date = new Date(article.publish_date);
  const dateText = Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(lang, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(date);
  const meta = [
    escapeHtml(article.publisher.name),
    article.author ? escapeHtml(t.by(article.author)) : '',
    dateText ? `<time datetime="${escapeHtml(article.publish_date)}">${escapeHtml(dateText)}</time>` : '',
  ].filter(Boolean);
  const image = smallImageHref(article.photos[0]?.original);
  const footer = [
    { href: safeHref(config.about_url, '/about.html'), label: t.about },
    { href: safeHref(config.privacy_policy_url, '/privacy_policy.html'), label: t.privacy },
    { href: safeHref(config.terms_and_conditions_url, '/terms_and_conditions.html'), label: t.terms },
    { href: '/sitemap', label: t.sitemap },
  ];
  const title = config.name ? `${article.name} | ${config.name}` : article.name;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="canonical" href="${escapeHtml(new URL(pathname, config.url).toString())}">
<style>${LITE_STYLE}</style></head>
<body>
<header><a href="/">${escapeHtml(config.name || t.home)}</a></header>
<main>
<article>
<h1>${escapeHtml(article.name)}</h1>
<p class="meta">${meta.join(' · ')}</p>
${image ? `<p><a href="${escapeHtml(image)}">${escapeHtml(t.image)}</a></p>\n` : ''}${liteBodyHtml(article)}
<p class="meta">${escapeHtml(t.credit(article.credit))}</p>
</article>
<p><a href="${escapeHtml(`${pathname}?full=1`)}">${escapeHtml(t.full)}</a></p>
<p class="used">${escapeHtml(t.used(usedKb))}</p>
</main>
<footer><nav aria-label="${escapeHtml(t.footerNav)}"><ul>
${footer.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join('\n')}
</ul></nav></footer>
</body></html>`;
}

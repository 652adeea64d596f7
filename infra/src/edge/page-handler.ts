/**
 * The page handler: every GET of a path that is no file, API call or version folder. Named steps,
 * each in its own module: read the request once (page-request.ts: path, language, zone, the route
 * matched once), refuse what is no page, find the reader's versions and guest id (reader-bucket.ts,
 * page-reader.ts), render (page-build.ts), and answer from the page cache, by revalidation, or as
 * a form's own answer (page-serve.ts, page-validators.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redirectOf, type SiteConfig } from 'shared-contracts';
import { NO_STORE } from '../cache-control';
import { notePageKind } from '../metrics';
import { versionDir, type AppLocator } from '../registry/apps';
import { sendPage } from './compression';
import type { EdgeOptions } from './edge-options';
import { isLegacyBrowser, renderNotSupportedPage } from './not-supported';
import { pageBuilder, type PageBuildContext } from './page-build';
import { hasConsent, pageKey } from './page-key';
import { pageReaderCookies, setsGuestCookie } from './page-reader';
import { pageRequestOf, type PageRequest } from './page-request';
import type { PageScripts } from './page-scripts';
import { PageWriter, pageHead, servePage } from './page-serve';
import type { createPageValidators } from './page-validators';
import { readerVersionsOf } from './reader-bucket';
import { PAGE_HEADERS } from './security-headers';
import { renderTryAgainPage } from './try-again-page';

export interface PageHandlerParts {
  readonly options: EdgeOptions;
  readonly locator: AppLocator;
  readonly getSiteConfig: () => Promise<SiteConfig>;
  readonly template: (dir: string) => string;
  readonly pageScripts: PageScripts;
  readonly pageValidators: ReturnType<typeof createPageValidators>;
  /** Logs a registry that cannot be served, once per problem (status-routes.ts). */
  readonly reportRegistryProblem: () => void;
}

export const notFound = () => ({ error: { code: 'NOT_FOUND', message: 'Not found' } });

export function createPageHandler(parts: PageHandlerParts) {
  const { options } = parts;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const request = pageRequestOf(req, !!options.loadLiteArticle);
    notePageKind(req, request.kind);
    const refused = refusal(req, reply, request);
    if (refused) return refused;
    const config = await parts.getSiteConfig();
    if (request.pathname === '/notsupported' && isLegacyBrowser(req.headers['user-agent'])) {
      return sendPage(reply.headers(PAGE_HEADERS), renderNotSupportedPage(request.locale, config.name));
    }
    parts.reportRegistryProblem();
    const reader = readerOf(req, reply, parts);
    if (!reader) return reply.code(503).type('text/plain').send('The site is starting; try again shortly.');
    const context: PageBuildContext = {
      request,
      config,
      consent: reader.consent,
      shell: reader.shell,
      active: reader.versions.registry,
      options,
      locator: parts.locator,
      template: parts.template,
      pageScripts: parts.pageScripts,
      reply,
    };
    return answerPage(req, reply, parts, context, reader);
  };
}

/** A method, path or shape that is no page: 404 for the API's and versions' paths, // collapsed, redirects. */
function refusal(req: FastifyRequest, reply: FastifyReply, request: PageRequest): FastifyReply | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD' && !request.answer)
    return reply.code(404).send(notFound());
  if (request.pathname.startsWith('/api/') || request.pathname.startsWith('/remotes/')) {
    return reply.code(404).send(notFound());
  }
  // Spec 4: double slashes are collapsed by redirect (always to a same-origin path).
  if (request.pathname.includes('//')) {
    return reply.redirect(request.pathname.replace(/\/{2,}/g, '/') + request.search, 301);
  }
  // A route that only redirects does so before anything is rendered, scripts or none.
  const target = redirectOf(request.routeId, request.search);
  if (target !== undefined) return reply.redirect(target, 302);
  return undefined;
}

interface PageReader {
  readonly versions: ReturnType<typeof readerVersionsOf>;
  readonly shell: { readonly version: string; readonly dir: string };
  /** A cookie was set for this reader (canary bucket or guest id): the answer is theirs alone. */
  readonly bucketCookie: boolean;
  readonly guestCookie: boolean;
  readonly consent: boolean;
}

/**
 * The versions of the reader's canary bucket (the page, its scripts and its reloads use them) and
 * a new guest id for a reader without a valid one: a header only, the HTML stays the same (a
 * form's answer may have set one already, for the API call it made: form-call.ts). A consent was
 * signed for the id it replaces (docs/adr/014): it goes too, the banner asks. Undefined while no
 * shell version can be served.
 */
function readerOf(req: FastifyRequest, reply: FastifyReply, parts: PageHandlerParts): PageReader | undefined {
  const https = req.protocol === 'https';
  const versions = readerVersionsOf(parts.options.registry, req.headers.cookie, https);
  const { shell, setCookie: bucketCookie } = versions;
  const dir = shell && versionDir(parts.locator, 'shell', shell);
  if (!shell || !dir) return undefined;
  if (bucketCookie) reply.header('set-cookie', bucketCookie);
  const keys = parts.options.keys;
  const answerGaveId = setsGuestCookie(reply);
  const readerCookies = keys && !answerGaveId ? pageReaderCookies(keys, req.headers.cookie, https) : [];
  if (readerCookies.length > 0) reply.header('set-cookie', readerCookies);
  // A new id has no consent yet, whatever the request's cookie said (the banner shows).
  const guestCookie = answerGaveId || readerCookies.length > 0;
  return {
    versions,
    shell: { version: shell, dir },
    bucketCookie: !!bucketCookie,
    guestCookie,
    consent: !guestCookie && hasConsent(req.headers.cookie),
  };
}

/**
 * Answers with the page: a form's answer is the reader's alone (never kept); a lite page, or any
 * page without a page cache, is rendered and revalidated by version (page-validators.ts); every
 * other page is one render for every reader of its key (page-serve.ts).
 */
async function answerPage(
  req: FastifyRequest,
  reply: FastifyReply,
  parts: PageHandlerParts,
  context: PageBuildContext,
  reader: PageReader,
): Promise<FastifyReply> {
  const { request } = context;
  const build = pageBuilder(context);
  // What the page is made of (page-key.ts): the cache's key, and without a cache the validator's.
  // Keyed by the versions this reader is served: a canary's readers and the others get their own
  // pages, and an activation (here or on another instance, registry/change-feed.ts) gives new keys.
  const key = pageKey({
    url: request.path,
    locale: request.locale,
    timeZone: request.timeZone,
    consent: reader.consent,
    saveData: request.saveData,
    shell: reader.shell.version,
    registry: reader.versions.registry,
  });
  const cache = parts.options.pageCache;
  if (request.answer) {
    cache?.count(request.kind, 'bypass');
    reply.header('cache-control', NO_STORE);
    await build(new PageWriter(reply));
    return reply;
  }
  if (!cache?.enabled || request.liteWanted) {
    cache?.count(request.kind, 'bypass');
    // A reader who left while the request waited its turn (a crowd's backlog) gets no render.
    if (req.raw.socket?.destroyed) return reply;
    const revalidation = parts.pageValidators(req, reply, {
      variant: reader.guestCookie || reader.bucketCookie ? undefined : key,
      varyOn: request.litePath || request.tvPath ? ['save-data'] : [],
    });
    // A revalidation is rendered whole first, then answered 304 when unchanged.
    const out = new PageWriter(revalidation.conditional ? undefined : reply);
    await build(out);
    if (reply.sent) return reply;
    const page = out.page();
    const current = revalidation.settle(page.html);
    if (!revalidation.conditional) return reply;
    if (current && page.status === 200) return reply.code(304).send();
    return sendPage(pageHead(reply, page.status, page.headers), page.html);
  }
  return servePage({
    cache,
    key,
    page: request.kind,
    request: req,
    reply,
    build,
    databaseDown: () => parts.options.databaseDown?.() ?? false,
    shared: reader.versions.shared,
    tryAgain: () => renderTryAgainPage(request.locale, context.config.name, request.path),
  });
}

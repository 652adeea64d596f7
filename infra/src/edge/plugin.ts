/**
 * The edge: serves the shell page for every route, the immutable version folders of the shell
 * and the remotes, the registry, /healthz (status-routes.ts) and /robots.txt. The API is mounted beside
 * it (app.ts). A path that is no page, or a content page whose item does not exist, gets the same
 * shell page with status 404: the shell or the page's remote shows the translated 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  COOKIES,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  readCookie,
  FALLBACK_SITE_CONFIG,
  localeFromSearch,
  ownerOf,
  toLocale,
  type RemoteName,
  type Locale,
  type SiteConfig,
  type ServerHead,
  type TopicBarEntry,
} from 'shared-contracts';
import { isAppName, versionDir, VERSION_PATTERN, type AppLocator } from '../registry/apps';
import type { RegistryStore } from '../registry/store';
import { apiErrorHandler } from '../api/errors';
import { encodePage, sendPage, varyOnEncoding } from './compression';
import type { HealthInputs } from './health';
import { MISSING, type HeadResult } from './heads/types';
import { renderServerContainer, renderShellPage, SLOT_MARK, type ServerRenderedSlot } from './html';
import { feedsPlugin } from './feeds';
import { composeHead } from './page-head';
import { declaredHead } from './declared-head';
import { extractStyles, headStyleTags } from './page-styles';
import { createPageValidators } from './page-validators';
import type { LayoutRenderer } from './layout-render';
import type { ServerRenderer } from './server-render';
import {
  isLitePath,
  LITE_CSP,
  liteTargetOf,
  renderLitePage,
  wantsLite,
  type LiteArticleResult,
  type LitePageParts,
} from './lite-page';
import { formAnswerOf, formPostsPlugin } from './form-posts';
import { isLegacyBrowser, renderNotSupportedPage } from './not-supported';
import { isPagePath } from './page-paths';
import type { PageCache } from './page-cache';
import { hasConsent, pageKey, renderCookies } from './page-key';
import { pageReaderCookies, setsGuestCookie } from './page-reader';
import { readerVersionsOf } from './reader-bucket';
import { registerStatusRoutes } from './status-routes';
import { PageWriter, pageHead, servePage } from './page-serve';
import type { ServerKeys } from '../api/keys/server-keys';
import { pwaPlugin } from './pwa';
import { createPageScripts } from './page-scripts';
import { robotsPlugin } from './robots';
import { CROSS_ORIGIN_HEADERS, PAGE_HEADERS } from './security-headers';
import { sitemapsPlugin } from './sitemaps';
import { renderTryAgainPage } from './try-again-page';
import { tvStaticPlugin } from './tv-static';
import { TV_STATIC_PREFIX } from '../media/video-clip';
import { IMMUTABLE, NO_STORE, publicFor } from '../cache-control';

export interface EdgeOptions {
  readonly registry: RegistryStore;
  readonly locator: AppLocator;
  /** Site configuration for page titles; the bundled one when not given. */
  readonly getSiteConfig?: () => Promise<SiteConfig>;
  /**
   * Route-specific head (article, video and event pages); undefined = site defaults, MISSING =
   * the page's item does not exist (404).
   */
  readonly headFor?: (pathname: string, config: SiteConfig, locale?: Locale) => Promise<HeadResult>;
  /** The first screen of a remote's page, rendered by its server bundle (server-render.ts). */
  readonly renderRemote?: ServerRenderer;
  /** The shell's layout, rendered by the active shell's server bundle (layout-render.ts). */
  readonly renderLayout?: LayoutRenderer;
  /** The category topic bar's entries for the page data; undefined = the browser asks. */
  readonly getTopics?: () => Promise<readonly TopicBarEntry[] | undefined>;
  /** A news story for its lite page (lite-page.ts); MISSING when it does not exist. */
  readonly loadLiteArticle?: (id: string) => Promise<LiteArticleResult>;
  /** Signs the guest ids page loads hand out (page-reader.ts); without keys none is issued. */
  readonly keys?: ServerKeys;
  /** Rendered pages kept for every reader of the same key (page-cache.ts); none: every page renders. */
  readonly pageCache?: PageCache;
  /** True while the database is known to be down: pages come from the cache or say "try again". */
  readonly databaseDown?: () => boolean;
  /** The dependencies and the stopping state /healthz reports. */
  readonly health?: HealthInputs;
  /** The share of page views whose browser reports remote health, 0-1 (HEALTH_SAMPLE_PCT). */
  readonly healthSample?: number;
}

export const edgePlugin: FastifyPluginAsync<EdgeOptions> = async (app, options) => {
  const { registry, locator } = options;
  const getSiteConfig = options.getSiteConfig ?? (async () => FALLBACK_SITE_CONFIG);
  const templates = new Map<string, string>();
  const pageScripts = createPageScripts();
  const pageValidators = createPageValidators();

  // preCompressed: a build's `.br` / `.gz` copy of a file is sent as it is to a browser that
  // accepts that encoding (infra/build/output-files.mjs writes them); the file itself otherwise.
  await app.register(fastifyStatic, {
    root: locator.versionsDir('shell'),
    serve: false,
    preCompressed: true,
  });
  // Errors of the edge's own routes get the API's stable codes; a 5xx's message (a file path,
  // say) is logged, never sent.
  app.setErrorHandler(apiErrorHandler);

  const reportRegistryProblem = registerStatusRoutes(app, { registry, locator, health: options.health });

  // Version folders never change once written, so they are cached forever.
  const sendVersioned = (reply: FastifyReply, app: string, version: string, file: string) => {
    if (!isAppName(app) || !VERSION_PATTERN.test(version)) return reply.code(404).send(notFound());
    // A remote's server bundle runs in the edge only; it is never served.
    if (file === 'server' || file.startsWith('server/')) return reply.code(404).send(notFound());
    const dir = versionDir(locator, app, version);
    if (!dir) return reply.code(404).send(notFound());
    reply.header('cache-control', IMMUTABLE);
    varyOnEncoding(reply);
    reply.headers(CROSS_ORIGIN_HEADERS);
    return reply.sendFile(file, dir, { cacheControl: false });
  };

  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/remotes/:app/:version/*',
    (req, reply) =>
      req.params.app === 'shell'
        ? reply.code(404).send(notFound())
        : sendVersioned(reply, req.params.app, req.params.version, req.params['*']),
  );
  app.get<{ Params: { version: string; '*': string } }>('/shell/:version/*', (req, reply) =>
    sendVersioned(reply, 'shell', req.params.version, req.params['*']),
  );

  // Unversioned URLs (logo, favicon) that site configuration points at: the active shell's copy.
  app.get<{ Params: { '*': string } }>('/assets/*', (req, reply) => {
    const shell = registry.active('shell');
    const dir = shell && versionDir(locator, 'shell', shell);
    if (!dir) return reply.code(404).send(notFound());
    reply.header('cache-control', publicFor(3600));
    varyOnEncoding(reply);
    return reply.sendFile(req.params['*'], path.join(dir, 'assets'), { cacheControl: false });
  });

  const template = (dir: string): string => {
    let html = templates.get(dir);
    if (!html) {
      html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      templates.set(dir, html);
    }
    return html;
  };

  await app.register(tvStaticPlugin, { prefix: TV_STATIC_PREFIX });
  await app.register(sitemapsPlugin, { getSiteConfig });
  await app.register(feedsPlugin, { getSiteConfig });
  await app.register(robotsPlugin, { getSiteConfig });
  await app.register(pwaPlugin, { registry, locator, getSiteConfig });
  // Forms sent before or without scripts: answered here, or by the page again (formAnswerOf).
  await app.register(formPostsPlugin, { getSiteConfig, keys: options.keys });

  app.setNotFoundHandler(async (req, reply) => {
    // Parse the raw path ourselves: `new URL('//host/x', base)` would read '//host' as a host.
    const [rawPath = '/', rawQuery] = req.url.split('?', 2);
    const url = { pathname: rawPath, search: rawQuery === undefined ? '' : `?${rawQuery}` };
    // A form post the page answers (form-posts.ts): the page again, with what the reader typed.
    const answer = formAnswerOf(req);
    if (req.method !== 'GET' && req.method !== 'HEAD' && !answer) return reply.code(404).send(notFound());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/remotes/')) {
      return reply.code(404).send(notFound());
    }
    // Spec 4: double slashes are collapsed by redirect (always to a same-origin path).
    if (url.pathname.includes('//')) {
      return reply.redirect(url.pathname.replace(/\/{2,}/g, '/') + url.search, 301);
    }
    // The page's language: the one its URL asks for (?lang=, its hreflang alternate), else the reader's.
    const askedLocale = localeFromSearch(url.search);
    const locale = askedLocale ?? toLocale(readCookie(req.headers.cookie ?? '', COOKIES.locale));
    const timeZoneCookie = readCookie(req.headers.cookie ?? '', COOKIES.timeZone);
    const timeZone = isTimeZone(timeZoneCookie) ? timeZoneCookie : DEFAULT_TIME_ZONE;
    const config = await getSiteConfig();
    if (url.pathname === '/notsupported' && isLegacyBrowser(req.headers['user-agent'])) {
      return sendPage(reply.headers(PAGE_HEADERS), renderNotSupportedPage(locale, config.name));
    }
    reportRegistryProblem();
    // The versions of the reader's canary bucket: the page, its scripts and its reloads use them.
    const versions = readerVersionsOf(registry, req.headers.cookie, req.protocol === 'https');
    const { shell, registry: active, setCookie: bucketCookie } = versions;
    const dir = shell && versionDir(locator, 'shell', shell);
    if (!shell || !dir)
      return reply.code(503).type('text/plain').send('The site is starting; try again shortly.');
    if (bucketCookie) reply.header('set-cookie', bucketCookie);

    // A new guest id for a reader without a valid one: a header only, the HTML stays the same
    // (a form's answer may have set one already, for the API call it made: form-call.ts). A
    // consent was signed for the id it replaces (docs/adr/014): it goes too, the banner asks.
    const answerGaveId = setsGuestCookie(reply);
    const readerCookies =
      options.keys && !answerGaveId
        ? pageReaderCookies(options.keys, req.headers.cookie, req.protocol === 'https')
        : [];
    if (readerCookies.length > 0) reply.header('set-cookie', readerCookies);
    // A new id has no consent yet, whatever the request's cookie said (the banner shows).
    const guestCookie = answerGaveId || readerCookies.length > 0;
    // Article pages answer Save-Data readers with a lite page: caches keep the two apart.
    const litePath = isLitePath(url.pathname);
    // TV pages tell the player the reader saves data (no autoplay, lowest quality): see pageData.
    const tvPath = url.pathname === '/tv' || url.pathname.startsWith('/tv/');
    const saveData = wantsLite(req.headers['save-data'], '');
    const liteWanted =
      litePath && !!options.loadLiteArticle && wantsLite(req.headers['save-data'], url.search);
    const consent = !guestCookie && hasConsent(req.headers.cookie);
    // Built from the key's parts only (page-key.ts), so a kept page fits every request of its key.
    const build = async (out: PageWriter): Promise<void> => {
      if (litePath || tvPath) out.header('vary', 'save-data');
      const page = isPagePath(url.pathname) ? await options.headFor?.(url.pathname, config, locale) : MISSING;
      let known = page !== MISSING;
      if (known && liteWanted) {
        const target = liteTargetOf(url.pathname);
        const article = target && (await options.loadLiteArticle(target.id));
        // Gone since the head was read: the normal 404 page. An unreadable story (API failure): the
        // normal page, which shows the translated error.
        if (article === MISSING) known = false;
        else if (article) {
          sendLitePage(reply.headers(PAGE_HEADERS).header('vary', 'save-data'), {
            article,
            config,
            locale,
            pathname: url.pathname,
          });
          return;
        }
      }
      const routeHead = known && page !== MISSING ? page : undefined;
      const owner = ownerOf(url.pathname);
      const ownerEntry = owner === 'shell' || !known ? undefined : active.remotes[owner];
      const ownerDir =
        ownerEntry && owner !== 'shell' ? versionDir(locator, owner, ownerEntry.version) : undefined;
      // The remote that renders this page on the server, when there is one.
      const renderRemote = options.renderRemote;
      const pageRemote =
        owner !== 'shell' && ownerEntry && ownerDir && renderRemote
          ? { name: owner, version: ownerEntry.version, dir: ownerDir, render: renderRemote }
          : undefined;
      const renderPage = async (
        remote: NonNullable<typeof pageRemote>,
        onHead?: (head: ServerHead) => void,
      ): Promise<ServerRenderedSlot | undefined> => {
        const path = url.pathname + url.search;
        const output = await remote.render({
          remote: remote.name,
          version: remote.version,
          dir: remote.dir,
          url: path,
          locale,
          config,
          timeZone,
          ...(answer ? { form: answer.echo } : {}),
          ...(onHead ? { onHead } : {}),
        });
        return output && { remote: remote.name, version: remote.version, path, ...output };
      };
      // The boot data goes in the page, so the shell's first render needs no API call.
      const topics = await options.getTopics?.();
      // The layout's styles go into the head (page-styles.ts).
      const renderLayout = (slot: { remote: RemoteName; html: string } | undefined) => {
        const rendered = options.renderLayout?.({
          version: shell,
          dir,
          input: {
            url: url.pathname + url.search,
            locale,
            config,
            topics: topics ?? [],
            missing: !known,
            cookies: renderCookies(),
            slot,
          },
        });
        if (!rendered) return rendered;
        const { html, styles } = extractStyles(rendered.html);
        return { ...rendered, html, headTags: `${rendered.headTags}${headStyleTags(styles)}` };
      };
      // The head: the route's own (from its item: article, video, event), else the one the page's
      // code declared (the remote's render, or a shell page in the layout), else the site's.
      const shellPage = (
        rendered: ServerRenderedSlot | undefined,
        layout: ReturnType<typeof renderLayout>,
        declared: ServerHead | undefined = rendered?.head ?? layout?.head,
      ) =>
        renderShellPage({
          template: template(dir),
          shellBase: `/shell/${shell}/`,
          head: composeHead({ config, locale, pathname: url.pathname, known, declared, route: routeHead }),
          pageData: {
            shellVersion: shell,
            registry: active,
            ...(known ? {} : { missing: true }),
            // The language the URL asked for wins over the reader's cookie for this page.
            ...(askedLocale ? { locale: askedLocale } : {}),
            // Save-Data: on (docs/contracts.md "page data"): the TV player saves data.
            ...(tvPath && saveData ? { saveData: true } : {}),
            // The versions the HTML was rendered with; the browser hydrates only with the same.
            ...(rendered ? { rendered: { [rendered.remote]: rendered.version } } : {}),
            config,
            ...(topics ? { topics } : {}),
            ...(layout ? { layout: true } : {}),
            ...(options.healthSample ? { healthSample: options.healthSample } : {}),
          },
          preload: pageScripts({
            shell: { dir, base: `/shell/${shell}/` },
            ...(ownerEntry && ownerDir
              ? { remote: { dir: ownerDir, base: `/remotes/${owner}/${ownerEntry.version}/` } }
              : {}),
          }),
          serverRendered: rendered,
          layout,
          consented: consent,
        });
      out.code(answer?.status ?? (known ? 200 : 404));
      if (pageRemote) {
        // Streamed: the head and the layout up to the page's slot go out while the remote renders
        // the page (its data read in-process), then the rest. What precedes the slot never depends
        // on the remote's render (html.ts), so the two parts always join into one page.
        const layout = renderLayout({ remote: pageRemote.name, html: SLOT_MARK });
        const before = layout && shellPage(undefined, layout);
        const cut = before ? before.indexOf(SLOT_MARK) : -1;
        if (layout && before && cut >= 0) {
          // The page's own head (unless the route's item gave one) is the one its render declares
          // (a title may need the page's data); a render that takes long is not waited for: the
          // head its passes so far declared goes out (HEAD_WAIT_MS).
          let latest: ServerHead | undefined;
          const rendering = renderPage(pageRemote, (head) => (latest = head));
          const head =
            routeHead?.title === undefined ? await declaredHead(rendering, () => latest) : undefined;
          const first = head ? shellPage(undefined, layout, head) : before;
          out.write(first.slice(0, first.indexOf(SLOT_MARK)));
          const rendered = await rendering;
          const after = shellPage(rendered, layout, head);
          const container = rendered ? renderServerContainer(rendered) : '';
          out.end(container + after.slice(after.indexOf(SLOT_MARK) + SLOT_MARK.length));
          return;
        }
      }
      const rendered = pageRemote && (await renderPage(pageRemote));
      const layout = renderLayout(
        rendered && { remote: rendered.remote, html: renderServerContainer(rendered) },
      );
      out.end(shellPage(rendered, layout));
    };
    // What the page is made of (page-key.ts): the cache's key, and without a cache the validator's.
    // Keyed by the versions this reader is served: a canary's readers and the others get their own
    // pages, and an activation (here or on another instance, registry/change-feed.ts) gives new keys.
    const key = pageKey({
      url: url.pathname + url.search,
      locale,
      timeZone,
      consent,
      saveData,
      shell,
      registry: active,
    });
    // A lite page is never kept; every other page is one render for every reader of its key
    // (page-serve.ts). Without a page cache, pages are revalidated by version (page-validators.ts).
    const cache = options.pageCache;
    if (answer) {
      // The answer to a form is this reader's alone: never kept, never revalidated.
      cache?.count(url.pathname, 'bypass');
      reply.header('cache-control', NO_STORE);
      await build(new PageWriter(reply));
      return reply;
    }
    if (!cache?.enabled || liteWanted) {
      cache?.count(url.pathname, 'bypass');
      // A reader who left while the request waited its turn (a crowd's backlog) gets no render.
      if (req.raw.socket?.destroyed) return reply;
      const revalidation = pageValidators(req, reply, {
        variant: guestCookie || bucketCookie ? undefined : key,
        varyOn: litePath || tvPath ? ['save-data'] : [],
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
      pathname: url.pathname,
      request: req,
      reply,
      build,
      databaseDown: () => options.databaseDown?.() ?? false,
      shared: versions.shared,
      tryAgain: () => renderTryAgainPage(locale, config.name, url.pathname + url.search),
    });
  });
};

/**
 * Sends a lite page whose "used" line gives its own size as sent (compressed, when it is): the
 * line is filled in until the number it states is the one the bytes give.
 */
function sendLitePage(reply: FastifyReply, parts: Omit<LitePageParts, 'usedKb'>): FastifyReply {
  reply.header('content-security-policy', LITE_CSP);
  const kbOf = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
  let usedKb = 1;
  let encoded = encodePage(reply, renderLitePage({ ...parts, usedKb }));
  for (let tries = 0; tries < 5 && kbOf(encoded.body.length) !== usedKb; tries++) {
    usedKb = kbOf(encoded.body.length);
    encoded = encodePage(reply, renderLitePage({ ...parts, usedKb }));
  }
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded.body);
}

const notFound = () => ({ error: { code: 'NOT_FOUND', message: 'Not found' } });

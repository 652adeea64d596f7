/**
 * The render step of a page request (page-handler.ts): the page's head (its route's item, else
 * what its code declared, else the site's), the lite page for a Save-Data reader, and the shell's
 * page around the owner's server render — streamed head-first while the remote renders, one piece
 * otherwise. Built from the page key's parts only (page-key.ts), so a kept page fits every request
 * of its key.
 */
import type { FastifyReply } from 'fastify';
import type { ActiveRegistry, RemoteName, ServerHead, SiteConfig, TopicBarEntry } from 'shared-contracts';
import { versionDir, type AppLocator } from '../registry/apps';
import { encodePage } from './compression';
import { declaredHead } from './declared-head';
import type { EdgeOptions } from './edge-options';
import { MISSING, type ApiGet } from './heads/types';
import {
  renderServerContainer,
  hasSlot,
  renderShellPage,
  SLOT_MARK,
  streamShellPage,
  type PageHead,
  type ServerRenderedSlot,
} from './html';
import { LITE_CSP, liteTargetOf, renderLitePage, type LitePageParts } from './lite-page';
import { composeHead } from './page-head';
import { renderCookies } from './page-key';
import type { PageRequest } from './page-request';
import type { PageScripts } from './page-scripts';
import type { PageWriter } from './page-serve';
import { extractStyles, headStyleTags } from './page-styles';
import { PAGE_HEADERS } from './security-headers';

/** What the render step works from: the request, the reader's versions, and the edge's parts. */
export interface PageBuildContext {
  readonly request: PageRequest;
  readonly config: SiteConfig;
  readonly consent: boolean;
  /** The shell version the reader is served, and its folder. */
  readonly shell: { readonly version: string; readonly dir: string };
  /** The remotes' versions the reader is served (their canary bucket's). */
  readonly active: ActiveRegistry;
  readonly options: EdgeOptions;
  readonly locator: AppLocator;
  /** The shell's page template of a version folder (read once per folder). */
  readonly template: (dir: string) => string;
  readonly pageScripts: PageScripts;
  /** The reply a lite page is sent on at once (never kept: page-serve.ts). */
  readonly reply: FastifyReply;
}

type Layout = ReturnType<NonNullable<EdgeOptions['renderLayout']>>;

/** Without the API (an edge serving no API), heads read nothing: the site's defaults apply. */
const unreadable: ApiGet = () => Promise.resolve({ statusCode: 503, body: undefined });

/** The page's render, for the page cache or the reply (page-serve.ts `PageWriter`). */
export function pageBuilder(ctx: PageBuildContext): (out: PageWriter) => Promise<void> {
  const { request, config, options } = ctx;
  return async (out) => {
    if (request.litePath || request.tvPath) out.header('vary', 'save-data');
    // The request's API reads: the head, the lite page and the owner's render share them, so the
    // page's item is read once.
    const reads = options.pageReads?.();
    const get = reads?.get ?? unreadable;
    const { routeId, params, pathname, locale } = request;
    const page = request.isPage
      ? await options.headFor?.({ routeId, params, pathname, locale, config, get })
      : MISSING;
    let known = page !== MISSING;
    if (known && request.liteWanted) {
      const target = liteTargetOf(request);
      const article = target && (await options.loadLiteArticle?.(target.id, get, config.id));
      // Gone since the head was read: the normal 404 page. An unreadable story (API failure): the
      // normal page, which shows the translated error.
      if (article === MISSING) known = false;
      else if (article) {
        sendLitePage(ctx.reply.headers(PAGE_HEADERS).header('vary', 'save-data'), {
          article,
          config,
          locale: request.locale,
          pathname: request.pathname,
        });
        return;
      }
    }
    // The head: the route's own (from its item: article, video, event), else the one the page's
    // code declared (the remote's render, or a shell page in the layout), else the site's.
    const routeHead = known && page !== MISSING ? page : undefined;
    // The boot data goes in the page, so the shell's first render needs no API call.
    const [topics, rewardsCampaign] = await Promise.all([
      options.getTopics?.(),
      options.getRewardsCampaign?.(),
    ]);
    const parts = pageParts(ctx, known, routeHead, { topics, rewardsCampaign }, reads?.fetch);
    out.code(request.answer?.status ?? (known ? 200 : 404));
    if (parts.pageRemote && (await streamedPage(parts, routeHead, out))) return;
    const rendered = parts.pageRemote && (await parts.renderPage());
    const layout = parts.renderLayout(
      rendered && { remote: rendered.remote, html: renderServerContainer(rendered) },
    );
    out.end(parts.shellPage(rendered, layout));
  };
}

interface PageParts {
  /** The remote that renders this page on the server, when there is one. */
  readonly pageRemote:
    { readonly name: RemoteName; readonly version: string; readonly dir: string } | undefined;
  readonly renderPage: (onHead?: (head: ServerHead) => void) => Promise<ServerRenderedSlot | undefined>;
  readonly renderLayout: (slot: { remote: RemoteName; html: string } | undefined) => Layout;
  /** The whole page in one piece. */
  readonly shellPage: (rendered: ServerRenderedSlot | undefined, layout: Layout) => string;
  /** Whether the layout and the template give the page a slot to stream around. */
  readonly canStream: (layout: NonNullable<Layout>) => boolean;
  /** The page split at its slot (undefined: no slot), with the head it declared so far. */
  readonly streamPage: (
    layout: NonNullable<Layout>,
    declared: ServerHead | undefined,
  ) => { before: string; after: (rendered?: ServerRenderedSlot) => string } | undefined;
}

/** What the edge tells the shell's first render beyond the request: the same for every reader. */
interface BootFacts {
  /** The topic bar's entries; undefined: the browser asks. */
  readonly topics: readonly TopicBarEntry[] | undefined;
  /** A data-bonus campaign runs (the header's gift); undefined: not known. */
  readonly rewardsCampaign: boolean | undefined;
}

/** The owner's render, the shell's layout and the whole page, for this request. */
function pageParts(
  ctx: PageBuildContext,
  known: boolean,
  routeHead: Partial<PageHead> | undefined,
  { topics, rewardsCampaign }: BootFacts,
  readApi: typeof fetch | undefined,
): PageParts {
  const { request, config, options, shell, active, locator } = ctx;
  const { owner, locale } = request;
  const ownerEntry = owner === 'shell' || !known ? undefined : active.remotes[owner];
  const ownerDir =
    ownerEntry && owner !== 'shell' ? versionDir(locator, owner, ownerEntry.version) : undefined;
  const renderRemote = options.renderRemote;
  const pageRemote =
    owner !== 'shell' && ownerEntry && ownerDir && renderRemote
      ? { name: owner, version: ownerEntry.version, dir: ownerDir }
      : undefined;
  const renderPage = async (onHead?: (head: ServerHead) => void) => {
    if (!pageRemote || !renderRemote) return undefined;
    const output = await renderRemote({
      remote: pageRemote.name,
      version: pageRemote.version,
      dir: pageRemote.dir,
      url: request.path,
      locale,
      config,
      timeZone: request.timeZone,
      ...(request.answer ? { form: request.answer.echo } : {}),
      ...(onHead ? { onHead } : {}),
      ...(readApi ? { fetch: readApi } : {}),
    });
    return output && { remote: pageRemote.name, version: pageRemote.version, path: request.path, ...output };
  };
  // The layout's styles go into the head (page-styles.ts).
  const renderLayout = (slot: { remote: RemoteName; html: string } | undefined): Layout => {
    const rendered = options.renderLayout?.({
      version: shell.version,
      dir: shell.dir,
      input: {
        url: request.path,
        locale,
        config,
        topics: topics ?? [],
        missing: !known,
        cookies: renderCookies(),
        ...(rewardsCampaign === undefined ? {} : { rewardsCampaign }),
        slot,
      },
    });
    if (!rendered) return rendered;
    const { html, styles } = extractStyles(rendered.html);
    return { ...rendered, html, headTags: `${rendered.headTags}${headStyleTags(styles)}` };
  };
  // What the template is filled with before the page's render is known.
  const frame = (layout: Layout, declared: ServerHead | undefined) => ({
    template: ctx.template(shell.dir),
    shellBase: `/shell/${shell.version}/`,
    head: composeHead({ config, locale, pathname: request.pathname, known, declared, route: routeHead }),
    preload: ctx.pageScripts({
      shell: { dir: shell.dir, base: `/shell/${shell.version}/` },
      ...(ownerEntry && ownerDir
        ? {
            remote: {
              dir: ownerDir,
              base: `/remotes/${owner}/${ownerEntry.version}/`,
              route: options.routeChunkOf?.({ dir: ownerDir, pathname: request.pathname }),
            },
          }
        : {}),
    }),
    layout,
    consented: ctx.consent,
  });
  const pageData = (rendered: ServerRenderedSlot | undefined, layout: Layout) => ({
    shellVersion: shell.version,
    registry: active,
    ...(known ? {} : { missing: true }),
    // The language the URL asked for wins over the reader's cookie for this page.
    ...(request.askedLocale ? { locale: request.askedLocale } : {}),
    // Save-Data: on (docs/contracts.md "page data"): the TV player saves data.
    ...(request.tvPath && request.saveData ? { saveData: true } : {}),
    // The versions the HTML was rendered with; the browser hydrates only with the same.
    ...(rendered ? { rendered: { [rendered.remote]: rendered.version } } : {}),
    config,
    ...(topics ? { topics } : {}),
    ...(rewardsCampaign === undefined ? {} : { rewardsCampaign }),
    ...(layout ? { layout: true } : {}),
    ...(options.healthSample ? { healthSample: options.healthSample } : {}),
  });
  const shellPage = (rendered: ServerRenderedSlot | undefined, layout: Layout) =>
    renderShellPage({
      ...frame(layout, rendered?.head ?? layout?.head),
      pageData: pageData(rendered, layout),
      serverRendered: rendered,
    });
  const streamPage = (layout: NonNullable<Layout>, declared: ServerHead | undefined) => {
    const page = streamShellPage({ ...frame(layout, declared ?? layout.head), layout });
    return (
      page && {
        before: page.before,
        after: (rendered?: ServerRenderedSlot) => page.after(rendered, pageData(rendered, layout)),
      }
    );
  };
  const canStream = (layout: NonNullable<Layout>) => hasSlot(ctx.template(shell.dir), layout.html);
  return { pageRemote, renderPage, renderLayout, shellPage, streamPage, canStream };
}

/**
 * Streams the page: the head and the layout up to the page's slot go out while the remote renders
 * the page (its data read in-process), then the rest. What precedes the slot never depends on the
 * remote's render (html.ts), so the two parts always join into one page. False when the layout
 * gives no slot to stream around (the page is then rendered in one piece).
 */
async function streamedPage(parts: PageParts, routeHead: Partial<PageHead> | undefined, out: PageWriter) {
  const layout = parts.renderLayout(parts.pageRemote && { remote: parts.pageRemote.name, html: SLOT_MARK });
  if (!layout || !parts.canStream(layout)) return false;
  // The page's own head (unless the route's item gave one) is the one its render declares (a
  // title may need the page's data); a render that takes long is not waited for: the head its
  // passes so far declared goes out (HEAD_WAIT_MS).
  let latest: ServerHead | undefined;
  const rendering = parts.renderPage((head) => (latest = head));
  const head = routeHead?.title === undefined ? await declaredHead(rendering, () => latest) : undefined;
  const page = parts.streamPage(layout, head);
  if (!page) throw new Error('a page that can be streamed has a slot');
  out.write(page.before);
  out.end(page.after(await rendering));
  return true;
}

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

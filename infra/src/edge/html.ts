/**
 * Pure HTML assembly for the shell page: the edge fills the placeholders of the shell's built
 * index.html. Everything inserted is escaped for its context (text, attribute, JSON in script).
 */
import {
  type RemoteName,
  SERVER_DATA_ATTR,
  SERVER_RENDER_ATTR,
  type ServerRenderOutput,
  type ServerRenderPayload,
} from 'shared-contracts';
import { renderHeadExtras, type HeadExtras } from './head-tags';
import { bodyStyleLink, extractStyles } from './page-styles';
import {
  CONSENT_MARK_SCRIPT,
  LEGACY_BROWSER_SCRIPT,
  START_AFTER_FIRST_SCREEN_SCRIPT,
} from './inline-scripts';

import { escapeHtml } from 'shared-contracts';

export { escapeHtml };

/** JSON safe inside <script type="application/json">: no '<' can close the element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface PageHead extends HeadExtras {
  readonly title: string;
  readonly description: string;
  readonly canonical?: string;
  /** A 400x400 share image without size or text of its own; `images` wins when given. */
  readonly image?: string;
  readonly type?: 'website' | 'article' | 'video.other';
  readonly lang: string;
  /** A video page's playable file (Open Graph og:video): an MP4 link previews can play. */
  readonly video?: {
    readonly url: string;
    readonly type: string;
    readonly width: number;
    readonly height: number;
  };
}

export function renderHead(head: PageHead): string {
  const images =
    head.images ?? (head.image ? [{ url: head.image, width: 400, height: 400, alt: head.title }] : []);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta name="twitter:card" content="${images.length > 0 ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  }
  tags.push(...renderHeadExtras({ ...head, images }, escapeHtml, jsonForScript));
  if (head.video) {
    tags.push(
      `<meta property="og:video" content="${escapeHtml(head.video.url)}" />`,
      `<meta property="og:video:secure_url" content="${escapeHtml(head.video.url)}" />`,
      `<meta property="og:video:type" content="${escapeHtml(head.video.type)}" />`,
      `<meta property="og:video:width" content="${head.video.width}" />`,
      `<meta property="og:video:height" content="${head.video.height}" />`,
    );
  }
  return tags.join('\n    ');
}

const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The built page's entry scripts (`<script defer src>`, the form the build writes) as one inline
 * starter (START_AFTER_FIRST_SCREEN_SCRIPT) in the place of the first, with the scripts to fetch
 * alongside them.
 */
export function startAfterFirstScreen(html: string, preload: readonly string[] = []): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entries.length === 0) return html;
  let first = true;
  return html.replace(ENTRY_SCRIPT, () => {
    if (!first) return '';
    first = false;
    const fetched = preload.filter((file) => !entries.includes(file));
    const also = fetched.length > 0 ? ` data-preload="${escapeHtml(fetched.join(' '))}"` : '';
    return `<script data-entry="${escapeHtml(entries.join(' '))}"${also}>${START_AFTER_FIRST_SCREEN_SCRIPT}</script>`;
  });
}

/**
 * Stands for the page remote's first screen inside the layout's slot while the page is streamed
 * (plugin.ts): everything before it in the page never depends on the remote's render (the data,
 * the page data and the scripts come after the layout), so the part before it can be sent first.
 */
export const SLOT_MARK = '<!--edge:slot-->';

export interface ShellPageParts {
  readonly template: string;
  /** URL prefix of the shell's version folder, e.g. /shell/0.1.0-abc/ */
  readonly shellBase: string;
  readonly head: PageHead;
  readonly pageData: unknown;
  /**
   * Scripts the page goes on to load (page-scripts.ts): fetched at the same time as the shell's
   * entry, instead of after it.
   */
  readonly preload: readonly string[];
  /** A remote's first screen rendered on the server, placed after the shell's root. */
  readonly serverRendered?: ServerRenderedSlot;
  /**
   * The shell's layout rendered on the server (the root's content, holding the remote's
   * container in its slot) and the resource hints that go in <head>.
   */
  readonly layout?: { readonly html: string; readonly headTags: string };
  /**
   * The request's cookie holds the reader's consent: `<html data-consent>` hides the cookie
   * banner for readers without scripts too (the head's script does it for the others, also on a
   * page served from a cache).
   */
  readonly consented?: boolean;
}

export interface ServerRenderedSlot extends ServerRenderOutput {
  readonly remote: RemoteName;
  readonly version: string;
  /** Path and query it was rendered for. */
  readonly path: string;
  /** The time zone its dates were rendered in. */
  readonly timeZone?: string;
}

/**
 * The remote's HTML (from React: already escaped) in the container the browser hydrates, its
 * styles in a stylesheet link right before it (page-styles.ts: HTML allows no <style> there).
 */
export function renderServerContainer({ remote, version, html }: ServerRenderedSlot): string {
  const { html: body, styles } = extractStyles(html);
  return `${bodyStyleLink(styles, escapeHtml)}<div ${SERVER_RENDER_ATTR}="${escapeHtml(remote)}" data-version="${escapeHtml(version)}">${body}</div>`;
}

/** The data the remote's HTML was rendered with, which its first mount hydrates with. */
export function renderServerData({
  remote,
  version,
  path,
  results,
  timeZone,
  form,
}: ServerRenderedSlot): string {
  const payload: ServerRenderPayload = {
    version,
    path,
    results,
    ...(timeZone ? { timeZone } : {}),
    ...(form ? { form } : {}),
  };
  return `<script type="application/json" ${SERVER_DATA_ATTR}="${escapeHtml(remote)}">${jsonForScript(payload)}</script>`;
}

const ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

type FrameParts = Omit<ShellPageParts, 'pageData' | 'serverRendered'>;

/** The template with what precedes the page's render filled in: language, head, resource hints. */
function fillFrame(
  template: string,
  { shellBase, head, preload, layout, consented = false }: FrameParts,
): string {
  return startAfterFirstScreen(template.replaceAll('__SHELL_BASE__', shellBase), preload)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(head.lang)}"${consented ? ' data-consent' : ''}`)
    .replace('<!--edge:head-->', () => `${renderHead(head)}\n    <script>${CONSENT_MARK_SCRIPT}</script>`)
    .replace('<!--edge:preload-->', () => layout?.headTags ?? '');
}

/** The page data and the script every page starts with, in the template's data place. */
const fillData = (html: string, pageData: unknown): string =>
  html.replace(
    '<!--edge:data-->',
    () =>
      `<script id="page-data" type="application/json">${jsonForScript(pageData)}</script>\n    <script>${LEGACY_BROWSER_SCRIPT}</script>`,
  );

/** The shell page in one piece, its template filled once. */
export function renderShellPage(parts: ShellPageParts): string {
  const { template, pageData, serverRendered, layout } = parts;
  // A page the server rendered reads without JavaScript: the notice asking for it is for the others.
  const page = serverRendered ? template.replace(NOSCRIPT, '') : template;
  return fillData(fillFrame(page, parts), pageData).replace(
    ROOT,
    // A function: the rendered HTML may contain `$` sequences replace() would interpret. With
    // the layout, the remote's container is already in its slot; without it, the container
    // follows the root and the shell moves it into the slot.
    () => {
      const data = serverRendered ? `\n    ${renderServerData(serverRendered)}` : '';
      if (layout) return `<div id="root">${layout.html}</div>${data}`;
      const container = serverRendered ? `\n    ${renderServerContainer(serverRendered)}` : '';
      return `<div id="root"></div>${container}${data}`;
    },
  );
}

/** Whether a page of this template and layout can be streamed around its slot (streamShellPage). */
export const hasSlot = (template: string, layoutHtml: string): boolean =>
  template.includes(ROOT) && layoutHtml.includes(SLOT_MARK);

/** A page streamed around its slot: the part before it, then the rest once the page rendered. */
export interface StreamedShellPage {
  readonly before: string;
  readonly after: (rendered: ServerRenderedSlot | undefined, pageData: unknown) => string;
}

/**
 * The shell page split at the page's slot (SLOT_MARK in the layout), its template filled once:
 * nothing before the slot depends on the page's render. Undefined when the layout or the template
 * gives no slot to stream around.
 */
export function streamShellPage(
  parts: FrameParts & { readonly layout: NonNullable<ShellPageParts['layout']> },
): StreamedShellPage | undefined {
  const { html } = parts.layout;
  const slot = html.indexOf(SLOT_MARK);
  const filled = fillFrame(parts.template, parts);
  const root = filled.indexOf(ROOT);
  if (slot < 0 || root < 0) return undefined;
  const rest = filled.slice(root + ROOT.length);
  return {
    before: `${filled.slice(0, root)}<div id="root">${html.slice(0, slot)}`,
    after: (rendered, pageData) => {
      const container = rendered ? renderServerContainer(rendered) : '';
      const data = rendered ? `\n    ${renderServerData(rendered)}` : '';
      const tail = fillData(rendered ? rest.replace(NOSCRIPT, '') : rest, pageData);
      return `${container}${html.slice(slot + SLOT_MARK.length)}</div>${data}${tail}`;
    },
  };
}

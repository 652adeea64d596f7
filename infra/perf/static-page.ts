/**
 * The yardstick of the performance budget: the same article as a static page — its title,
 * description and body text as plain semantic HTML with the same image, no script — served by a
 * tiny node:http server on its own loopback port, so Lighthouse measures both in the same run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface StaticArticle {
  readonly title: string;
  readonly description: string;
  readonly body: string;
  readonly bodyFormat: 'text' | 'html';
  /** Path and query of the article's image on the static server (the same as on the site). */
  readonly imagePath?: string;
  readonly imageWidth?: number;
  readonly imageHeight?: number;
  readonly lang: string;
}

import { escapeHtml } from 'shared-contracts';

export { escapeHtml };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The body's paragraphs as plain text. Text bodies: paragraphs are separated by blank lines.
 * HTML bodies: only the text is kept (block ends and line breaks separate paragraphs); no markup
 * of the source reaches the page.
 */
export function bodyParagraphs(body: string, format: 'text' | 'html'): string[] {
  const text =
    format === 'html'
      ? decodeEntities(
          body
            .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
            .replace(
              /<br\s*\/?>|<\/(p|div|h[1-6]|li|blockquote|figure|figcaption|ul|ol|table|tr)\s*>/gi,
              '\n\n',
            )
            .replace(/<[^>]*>/g, ''),
        )
      : body;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The static page's HTML: a viewport for phones, a few lines of CSS, the article, nothing else. */
export function staticArticleHtml(article: StaticArticle): string {
  const size =
    article.imageWidth && article.imageHeight
      ? ` width="${article.imageWidth}" height="${article.imageHeight}"`
      : '';
  const image = article.imagePath
    ? `<img src="${escapeHtml(article.imagePath)}" alt="${escapeHtml(article.title)}"${size}>\n`
    : '';
  const paragraphs = bodyParagraphs(article.body, article.bodyFormat)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>\n`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(article.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(article.title)}</title>
<meta name="description" content="${escapeHtml(article.description)}">
<style>body{margin:0 auto;max-width:40rem;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif}img{width:100%;height:auto}</style>
</head>
<body>
<main>
<article>
<h1>${escapeHtml(article.title)}</h1>
<p>${escapeHtml(article.description)}</p>
${image}${paragraphs}</article>
</main>
</body>
</html>
`;
}

export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
}

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves `files` (keyed by path and query, exactly as requested) on 127.0.0.1 and a free port;
 * text is gzipped for clients that accept it, like any static host would. Anything else is 404.
 */
export async function serveStatic(files: ReadonlyMap<string, StaticFile>): Promise<StaticServer> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const key = request.url ?? '/';
    const file = files.get(key);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': file.contentType, 'cache-control': 'no-cache' };
    let body = file.body;
    if (file.contentType.startsWith('text/')) {
      headers.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = gzipped.get(key) ?? gzipSync(file.body);
        gzipped.set(key, body);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

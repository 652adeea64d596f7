/**
 * Downloads a feed defensively: http(s) only, a bounded number of redirects that must stay on
 * http(s), one deadline covering redirects and body, and a byte cap enforced while streaming.
 * Expected failures come back as values so the caller decides what a dead feed means.
 */

export type FetchFeedErrorKind =
  | 'invalid-url'
  | 'bad-redirect'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'not-a-feed'
  | 'network';

export interface FetchFeedError {
  readonly kind: FetchFeedErrorKind;
  readonly message: string;
  /** HTTP status, for kind 'http-status'. */
  readonly status?: number;
}

export type FetchFeedResult =
  | {
      readonly ok: true;
      readonly xml: string;
      readonly url: string;
      readonly contentType: string | undefined;
    }
  | { readonly ok: false; readonly error: FetchFeedError };

export interface FetchFeedOptions {
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  readonly fetchImpl?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;

const REQUEST_HEADERS = {
  accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
  'user-agent': 'portal-feed-importer/0.1',
};

// Types that can never be a feed; anything else (text/xml, text/plain, octet-stream...) is tried.
const NOT_A_FEED_TYPE = /^(image|audio|video|font)\/|^application\/(json|pdf|zip|gzip)\b/i;

export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<FetchFeedResult> {
  const start = parseHttpUrl(url);
  if (!start) return failure('invalid-url', `Not an absolute http(s) URL: ${describe(url)}`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // The race covers fetch implementations that ignore the signal while streaming a body.
  const deadline = new Promise<FetchFeedResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(failure('timeout', `No complete response within ${timeoutMs} ms.`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([download(start, options, controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function download(
  start: URL,
  options: FetchFeedOptions,
  signal: AbortSignal,
): Promise<FetchFeedResult> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = start;
  try {
    for (let redirects = 0; ; redirects += 1) {
      // Redirects are followed by hand so each hop is checked for scheme and counted.
      const response = await fetchImpl(current.href, {
        redirect: 'manual',
        signal,
        headers: REQUEST_HEADERS,
      });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        if (redirects >= maxRedirects)
          return failure('too-many-redirects', `More than ${maxRedirects} redirects.`);
        const next = parseHttpUrl(response.headers.get('location') ?? '', current);
        if (!next) return failure('bad-redirect', 'Redirect to a missing or non-http(s) location.');
        current = next;
        continue;
      }
      return await readFeedResponse(response, current, options.maxBytes ?? DEFAULT_MAX_BYTES);
    }
  } catch (error) {
    if (signal.aborted) return failure('timeout', 'Request aborted by the deadline.');
    return failure('network', `Request failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
}

async function readFeedResponse(response: Response, url: URL, maxBytes: number): Promise<FetchFeedResult> {
  if (!response.ok) {
    await response.body?.cancel();
    return {
      ok: false,
      error: { kind: 'http-status', status: response.status, message: `HTTP ${response.status}` },
    };
  }
  const contentType = response.headers.get('content-type') ?? undefined;
  if (contentType && NOT_A_FEED_TYPE.test(contentType)) {
    await response.body?.cancel();
    return failure('not-a-feed', `Content type ${describe(contentType)} is not a feed.`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return failure('too-large', `Feed declares ${declared} bytes; the limit is ${maxBytes}.`);
  }
  const bytes = await readLimited(response, maxBytes);
  if (!bytes) return failure('too-large', `Feed exceeds ${maxBytes} bytes.`);
  const xml = decodeBody(bytes, contentType);
  if (/^\s*(<!doctype html|<html[\s>])/i.test(xml.slice(0, 512))) {
    return failure('not-a-feed', 'The URL returned an HTML page, not a feed.');
  }
  return { ok: true, xml, url: url.href, contentType };
}

/** The body, or undefined as soon as it passes maxBytes (the rest is never downloaded). */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Character encoding per RFC 7303 §3: byte order mark, then the HTTP charset, then the XML
 * declaration, then UTF-8. Older Brazilian publishers still serve ISO-8859-1.
 */
function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const label =
    bomEncoding(bytes) ??
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /^<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function parseHttpUrl(raw: string, base?: URL): URL | undefined {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function failure(kind: FetchFeedErrorKind, message: string): FetchFeedResult {
  return { ok: false, error: { kind, message } };
}

/** Quotes untrusted text for an error message without letting it run on. */
function describe(text: string): string {
  return JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text);
}

/**
 * The head of a streamed page (plugin.ts): the document's head goes out before the page's render
 * ends, so it waits a little for the head the page declares while rendering (usePageHead: a title
 * may need the page's data), at most HEAD_WAIT_MS; then the head the render's passes declared so
 * far goes out, or the site's.
 */
import type { ServerHead } from 'shared-contracts';
import type { ServerRenderedSlot } from './html';

/** How long a streamed page's head waits for the page's render to declare its final head. */
export const HEAD_WAIT_MS = 150;

export async function declaredHead(
  rendering: Promise<ServerRenderedSlot | undefined>,
  latest: () => ServerHead | undefined,
): Promise<ServerHead | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), HEAD_WAIT_MS);
  });
  try {
    const rendered = await Promise.race([rendering, waited]);
    return rendered?.head ?? latest();
  } finally {
    clearTimeout(timer);
  }
}

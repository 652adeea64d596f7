/** The page's localStorage, or undefined where it cannot be read (private modes, sandboxes). */
export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The app prompts' state (spec 4 "Install banner", "Update available"), in the first view because
 * the browser's install offer (`beforeinstallprompt`) comes early and is given once: it is kept
 * here until the banner or the /pwa page uses it. The worker's registration (loaded after the page
 * is interactive, ./register.ts) raises `updateAvailable`.
 */

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The browser's install offer, kept until used. */
  readonly installPrompt?: InstallPromptEvent;
  /** The app was installed (this visit) or runs installed (standalone). */
  readonly installed: boolean;
  /** A new version waits (raised 3 s after the worker said so). */
  readonly updateAvailable: boolean;
  /** The reader asked to update now (the update notice's button). */
  readonly updateRequested: boolean;
}

let state: PwaState = { installed: false, updateAvailable: false, updateRequested: false };
const listeners = new Set<() => void>();

export const getPwaState = (): PwaState => state;

export function setPwaState(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

export function subscribePwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: PwaState = state;
export const getServerPwaState = (): PwaState => SERVER_STATE;

/** Keeps the browser's install offer, and notes an install. Call once, as early as possible. */
export function captureInstallPrompt(win: Window = window): void {
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches === true;
  if (standalone) setPwaState({ installed: true });
  win.addEventListener('beforeinstallprompt', (event) => {
    // The site shows its own banner (spec 4) instead of the browser's mini-infobar.
    event.preventDefault();
    setPwaState({ installPrompt: event as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => setPwaState({ installed: true, installPrompt: undefined }));
}

/** Breakpoints of spec 9: xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Spec 9: "mobile below 1279; desktop threshold 1278 px". The window counts as desktop when wider
 * than 1278 px; this decides bottom toasts, the sports side menu and the logo size (spec 2).
 */
export const DESKTOP_THRESHOLD = 1278;

export const isDesktopWidth = (windowWidth: number): boolean => windowWidth > DESKTOP_THRESHOLD;

/** Media queries for Emotion's `css`. */
export const mq = {
  /** At least the given breakpoint. */
  up: (bp: Breakpoint): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`,
  /** Below the given breakpoint. */
  down: (bp: Breakpoint): string => `@media (max-width: ${BREAKPOINTS[bp] - 1}px)`,
  desktop: `@media (min-width: ${DESKTOP_THRESHOLD + 1}px)`,
  mobile: `@media (max-width: ${DESKTOP_THRESHOLD}px)`,
} as const;

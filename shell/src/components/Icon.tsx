/** Decorative inline icons (hidden from assistive technology: the control around them is named). */
import type { ReactElement } from 'react';

const PATHS: Record<IconName, ReactElement> = {
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l5 5" />
    </>
  ),
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8.5l3.3 2.4-1.3 3.9h-4l-1.3-3.9zM12 8.5V3.2M15.3 10.9l5-1.6M14 14.8l3.1 4.3M10 14.8l-3.1 4.3M8.7 10.9l-5-1.6" />
    </>
  ),
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
};

export type IconName = 'menu' | 'close' | 'search' | 'soccer' | 'chevronDown' | 'chevronRight' | 'user';

export function Icon({ name, size = 24 }: { readonly name: IconName; readonly size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}

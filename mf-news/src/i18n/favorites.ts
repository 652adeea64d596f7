/** Messages of the news remote's favorites pages (pt is the default; en and es have the same keys). */
const pt = {} as const;

type Keys = keyof typeof pt;

export const favorites: { pt: typeof pt; en: Record<Keys, string>; es: Record<Keys, string> } = {
  pt,
  en: {},
  es: {},
};

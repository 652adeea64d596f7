/** Messages of the news remote's search pages (pt is the default; en and es have the same keys). */
const pt = {} as const;

type Keys = keyof typeof pt;

export const search: { pt: typeof pt; en: Record<Keys, string>; es: Record<Keys, string> } = {
  pt,
  en: {},
  es: {},
};

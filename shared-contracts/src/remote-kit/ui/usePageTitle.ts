import { usePageHead } from './usePageHead';

/** Sets document.title to "<page title> | <site name>" (spec 2 "Page titles") and the site's head. */
export function usePageTitle(title: string): void {
  usePageHead({ title });
}

import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the screen the element counts as near. */
const MARGIN = '400px 0px';

/**
 * Whether `ref`'s element has come near the screen since `what` (e.g. the story's id) was shown,
 * and stays true for it: what sits below a story loads when the reader scrolls towards it, not
 * with the story, so a reader who stops reading never pays for it. True right away where
 * IntersectionObserver is missing.
 */
export function useNearScreen(ref: RefObject<Element | null>, what: string): boolean {
  const [nearFor, setNearFor] = useState<string>();
  const near = nearFor === what;
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      const soon = setTimeout(() => setNearFor(what));
      return () => clearTimeout(soon);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNearFor(what);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, what, near]);
  return near;
}

import { useLayoutEffect } from 'react';
import { REMOTE_NAMES, type PageOwner } from 'shared-contracts';
import { serverContainerOf } from './server-containers';

export interface PageSlotsProps {
  readonly owner: PageOwner;
  /** On the server: the page remote's rendered container, written into its slot. */
  readonly rendered?: { readonly remote: string; readonly html: string };
}

/**
 * One container per page remote. single-spa mounts the active remote into its own slot; the
 * others stay empty. React owns the slot elements, never what is inside them: their content is
 * set once as inner HTML (the server's rendered page, or nothing in the browser) and never
 * compared or changed, so hydrating the layout leaves the remote's HTML alone and the remote
 * hydrates it in place. A first screen that is not in its slot (the layout was rendered in the
 * browser) moves there as soon as the slots exist.
 */
export function PageSlots({ owner, rendered }: PageSlotsProps) {
  useLayoutEffect(() => {
    for (const name of REMOTE_NAMES) {
      const container = serverContainerOf(name);
      const slot = document.getElementById(`slot-${name}`);
      if (container && slot && container.parentElement !== slot) slot.appendChild(container);
    }
  }, []);
  return (
    <>
      {REMOTE_NAMES.map((name) => (
        <div
          key={name}
          id={`slot-${name}`}
          data-page-slot={name}
          hidden={owner !== name}
          dangerouslySetInnerHTML={{ __html: rendered?.remote === name ? rendered.html : '' }}
          suppressHydrationWarning
        />
      ))}
    </>
  );
}

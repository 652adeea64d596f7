import { useLayoutEffect } from 'react';
import { REMOTE_NAMES, SERVER_RENDER_ATTR, type PageOwner } from 'shared-contracts';

/**
 * One container per page remote. single-spa mounts the active remote into its own slot; the
 * others stay empty. Slots are rendered once and never re-created, so React never touches a
 * remote's DOM. The first screen the edge rendered for a remote (after the shell's root) moves
 * into that remote's slot as soon as the slots exist, so it keeps its place in the layout until
 * the remote hydrates it.
 */
export function PageSlots({ owner }: { owner: PageOwner }) {
  useLayoutEffect(() => {
    for (const name of REMOTE_NAMES) {
      const rendered = document.querySelector(`[${SERVER_RENDER_ATTR}="${name}"]`);
      const slot = document.getElementById(`slot-${name}`);
      if (rendered && slot && rendered.parentElement !== slot) slot.appendChild(rendered);
    }
  }, []);
  return (
    <>
      {REMOTE_NAMES.map((name) => (
        <div key={name} id={`slot-${name}`} data-page-slot={name} hidden={owner !== name} />
      ))}
    </>
  );
}

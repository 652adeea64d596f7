import { REMOTE_NAMES, type PageOwner } from 'shared-contracts';

/**
 * One container per page remote. single-spa mounts the active remote into its own slot; the
 * others stay empty. Slots are rendered once and never re-created, so React never touches a
 * remote's DOM.
 */
export function PageSlots({ owner }: { owner: PageOwner }) {
  return (
    <>
      {REMOTE_NAMES.map((name) => (
        <div key={name} id={`slot-${name}`} data-page-slot={name} hidden={owner !== name} />
      ))}
    </>
  );
}

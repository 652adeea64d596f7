/**
 * The page remotes' first screens the edge rendered (`[data-server-render]` containers). Taken
 * before the shell renders: if the layout's hydration fails, React renders the root afresh and
 * removes what it held, and PageSlots puts each container back into its remote's slot.
 */
import { SERVER_RENDER_ATTR } from 'shared-contracts';

const containers = new Map<string, Element>();

export function captureServerContainers(doc: Document = document): void {
  for (const element of doc.querySelectorAll(`[${SERVER_RENDER_ATTR}]`)) {
    const remote = element.getAttribute(SERVER_RENDER_ATTR);
    if (remote) containers.set(remote, element);
  }
}

export function serverContainerOf(remote: string): Element | undefined {
  return containers.get(remote);
}

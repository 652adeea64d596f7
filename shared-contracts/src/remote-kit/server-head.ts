/**
 * The head a page declares (usePageHead), collected while it renders on the server: the edge
 * serves it in the document's <head> (createServerRender reports it). In the browser nothing
 * provides a collector and the head is written by usePageHead's effect instead.
 */
import { createContext, useContext } from 'react';
import type { PageHeadInput } from './ui/usePageHead';

export type HeadCollector = (head: PageHeadInput) => void;

const ServerHeadContext = createContext<HeadCollector | null>(null);
export const ServerHeadProvider = ServerHeadContext.Provider;

/** Records `head` for the server's document when a collector listens (server render only). */
export function useDeclareServerHead(head: PageHeadInput): void {
  useContext(ServerHeadContext)?.(head);
}

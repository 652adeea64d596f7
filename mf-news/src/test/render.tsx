/**
 * Component tests render through the remote kit's helper with this remote's catalogue (STYLE.md),
 * and the sections' own texts (which their route chunks add in the page), so a component renders
 * in its tests whichever section it belongs to.
 */
import { createRenderRemote } from 'shared-contracts/remote-kit/testing';
import { discover } from '../i18n/discover';
import { favorites } from '../i18n/favorites';
import { messages } from '../i18n/messages';

export const renderRemote = createRenderRemote('mf-news', {
  ...messages,
  pt: { ...messages.pt, ...discover.pt, ...favorites.pt },
});

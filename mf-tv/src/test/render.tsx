/** Component tests render through the remote kit's helper with this remote's catalogue (STYLE.md). */
import { createRenderRemote } from 'shared-contracts/remote-kit/testing';
import { messages } from '../i18n/messages';

export const renderRemote = createRenderRemote('mf-tv', messages);

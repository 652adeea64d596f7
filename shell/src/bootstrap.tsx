/**
 * The shell's start: read what the edge wrote into the page, create the platform, register the
 * active remotes with Module Federation and single-spa, then render the layout.
 */
import { createRoot } from 'react-dom/client';
import { LOCALE_TAGS } from 'shared-contracts';
import { App } from './app/App';
import { markMissing } from './app/missing-path';
import { createPlatform } from './platform/create-platform';
import { logEvent } from './platform/log';
import { registerPageRemotes } from './remotes/applications';
import { registerActiveRemotes } from './remotes/federation';
import { readPageData } from './remotes/page-data';

async function main(): Promise<void> {
  const pageData = readPageData();
  if (!pageData) logEvent('registry_missing', { path: window.location.pathname });
  registerActiveRemotes(pageData?.registry ?? { remotes: {} });
  if (pageData?.missing) markMissing(window.location.pathname);

  const platform = await createPlatform(pageData?.shellVersion ?? 'unknown');
  document.documentElement.lang = LOCALE_TAGS[platform.services.locale];
  registerPageRemotes(platform);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from the page');
  createRoot(container).render(<App platform={platform} />);
}

void main();

/**
 * The shell's start: read what the edge wrote into the page, create the platform, register the
 * active remotes with Module Federation and single-spa, then hydrate the layout the edge rendered
 * (or render it, when the page came without one). The service worker registers once the page is
 * interactive (pwa/start.ts).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-contracts/router';
import { LOCALE_TAGS } from 'shared-contracts';
import { App } from './app/App';
import { isInfoPagePath, loadInfoPages } from './app/info-content';
import { markMissing } from './app/missing-path';
import { captureServerContainers } from './app/server-containers';
import { loadCatalogue } from './i18n/catalogues';
import { createPlatform } from './platform/create-platform';
import { logEvent } from './platform/log';
import { registerPageRemotes } from './remotes/applications';
import { registerActiveRemotes } from './remotes/federation';
import { startHealthBeacon } from './remotes/health-beacon';
import { readPageData, siteConfigOf } from './remotes/page-data';
import { captureInstallPrompt } from './pwa/pwa-state';
import { startServiceWorker } from './pwa/start';

async function main(): Promise<void> {
  // The browser's install offer comes once, possibly before the page is interactive.
  captureInstallPrompt();
  const pageData = readPageData();
  if (!pageData) logEvent('registry_missing', { path: window.location.pathname });
  startHealthBeacon(pageData?.healthSample);
  registerActiveRemotes(pageData?.registry ?? { remotes: {} });
  const missingPath = pageData?.missing ? window.location.pathname : undefined;
  markMissing(missingPath);

  const config = siteConfigOf(pageData);
  const platform = await createPlatform(pageData?.shellVersion ?? 'unknown', {
    config,
    topics: pageData?.topics,
    missingPath,
    rewardsCampaign: pageData?.rewardsCampaign,
    saveData: pageData?.saveData,
    locale: pageData?.locale,
  });
  document.documentElement.lang = LOCALE_TAGS[platform.services.locale];
  // The reader's language, when not pt, before the layout renders in it; an info page's texts
  // before it hydrates (they are a chunk of their own).
  await Promise.all([
    loadCatalogue(platform.services.locale),
    isInfoPagePath(window.location.pathname) ? loadInfoPages() : undefined,
  ]);
  registerPageRemotes(platform);
  startServiceWorker(platform);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from the page');
  captureServerContainers();
  const app = <App platform={platform} Router={BrowserRouter} />;
  if (pageData?.layout && config) {
    // A transition hydrates in slices that yield to the browser: the server's page paints and
    // answers input meanwhile, instead of waiting behind one long task.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          logEvent('layout_hydration_failed', {
            message: error instanceof Error ? error.message : String(error),
          }),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void main();

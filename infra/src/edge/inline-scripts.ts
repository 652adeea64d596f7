/**
 * The shell page's two inline scripts, and their hashes for the Content-Security-Policy
 * (script-src allows exactly these). Both are ES5 on purpose: they run before, and in browsers
 * without, the shell's own bundle.
 */
import { createHash } from 'node:crypto';
import { COOKIES, CONSENT_POLICY_VERSION } from 'shared-contracts';

const hashOf = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Sends IE11 and legacy Edge to /notsupported after about 100 ms (spec 2). */
export const LEGACY_BROWSER_SCRIPT =
  "(function(){var u=navigator.userAgent;if(/Trident\\/|Edge\\/\\d/.test(u)&&location.pathname!=='/notsupported'){setTimeout(function(){location.replace('/notsupported')},100)}})();";

/**
 * Starts the shell's entry scripts (the URLs in its data-entry attribute, in order), and fetches
 * the scripts they go on to load (data-preload, as <link rel="preload">) at the same time, once the first
 * screen's picture — the server-rendered `<img fetchpriority="high">` — has loaded or failed, or
 * after 2 s at most, or at the reader's first tap or key press; when the page has none, or it is
 * already there, right after the page's first paint (the frame after the next, 200 ms at most, as
 * a background tab draws no frames). On a slow link the picture then has the bandwidth to itself
 * instead of sharing it with some 200 kB of scripts, and a slow phone paints the server's text
 * before it compiles them: the page is readable meanwhile, its links are plain links and its forms
 * post to the server (form-posts.ts).
 *
 * A tap before the scripts have taken over is not lost (shared-contracts first-tap.ts): a click on
 * a button, a checkbox or a `data-replay` control of a part whose root (`#root`, or a
 * server-rendered remote's `[data-version]` container) is not live yet is stopped and queued in
 * `window.__ondaTaps`; the root taps it again once it has hydrated. A form's submit button is left
 * to the browser (the form works without scripts), except in a `data-replay-submit` form (the
 * cookie banner's): its answer would load the page again and drop the taps queued and the text
 * typed meanwhile, so it is queued too, and sent by the browser after all if an entry script
 * fails to load (the page will not hydrate).
 */
export const START_AFTER_FIRST_SCREEN_SCRIPT =
  "(function(d,w){var s=d.currentScript,u=s.getAttribute('data-entry').split(' '),f=(s.getAttribute('data-preload')||'').split(' '),p=d.querySelector('img[fetchpriority=high]'),q=w.__ondaTaps=w.__ondaTaps||[],done=0,off=0;function lost(){var t;off=1;while(q.length){t=q.shift();if(t.type==='submit'&&t.form){t.click();return}}}function go(){if(done)return;done=1;var i,e;for(i=0;i<f.length;i++){if(!f[i])continue;e=d.createElement('link');e.rel='preload';e.as='script';e.href=f[i];d.head.appendChild(e)}for(i=0;i<u.length;i++){e=d.createElement('script');e.src=u[i];e.async=false;e.onerror=lost;d.body.appendChild(e)}}d.addEventListener('click',function(e){var t=e.target,r;if(off)return;t=t&&t.closest&&t.closest('button,[role=button],input[type=checkbox],[data-replay]');if(!t||t.disabled||(t.type==='submit'&&t.form&&!t.form.hasAttribute('data-replay-submit')))return;r=t.closest('[data-version],#root');if(!r||r.hasAttribute('data-live'))return;e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(t)<0)q.push(t);go()},true);if(p&&!p.complete){p.addEventListener('load',go);p.addEventListener('error',go);d.addEventListener('pointerdown',go,true);d.addEventListener('keydown',go,true);setTimeout(go,2000)}else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)}})(document,window);";

/**
 * Marks `<html data-consent>` before the first paint when the reader's cookie holds a choice under
 * the current policy (shared-contracts/consent.ts), which hides the cookie banner every page
 * carries: a page is rendered and cached for every reader alike (shell CookieBanner.tsx).
 */
export const CONSENT_MARK_SCRIPT = `(function(d){if(/(?:^|;\\s*)${COOKIES.consent}=${CONSENT_POLICY_VERSION}\\.m[01]a[01]p[01]\\./.test(d.cookie))d.documentElement.setAttribute('data-consent','')})(document);`;

export const INLINE_SCRIPT_HASHES = [
  LEGACY_BROWSER_SCRIPT,
  START_AFTER_FIRST_SCREEN_SCRIPT,
  CONSENT_MARK_SCRIPT,
].map(hashOf);

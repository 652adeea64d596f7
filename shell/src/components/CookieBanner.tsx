/**
 * The cookie banner (LGPD; spec 2 "Popups", spec 4 "Cookie consent"): asks once per policy
 * version, with "Aceitar" and "Somente necessários" of equal weight and "Personalizar" per
 * purpose (./ConsentForm.tsx); nothing beyond the strictly necessary runs before a choice that
 * allows it. Not modal: the page stays readable. On a 390x844 phone it takes at most 120 px at the
 * bottom, below the first headline.
 *
 * The server renders it into every page (a page is cached for every reader alike), and a script
 * in the page's head marks `<html data-consent>` before the first paint when the reader already
 * chose, which hides it (infra/src/edge/inline-scripts.ts); once the shell runs, it follows the
 * reader's consent (services.consent$).
 */
import { css } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { safeHref } from 'shared-contracts';
import { useHydrated } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';
import { color, onColor } from '../theme/colors';
import { ConsentForm } from './ConsentForm';

export interface CookieBannerProps {
  /** Privacy policy target (config.privacy_policy_url). */
  readonly privacyUrl: string;
  /** Called after a choice that allows push prompts (spec 4: the push token is checked next). */
  readonly onAccept?: () => void;
}

/** The attribute the head's script sets on <html> when the reader has chosen (docs/contracts.md). */
export const CONSENT_MARK = 'data-consent';

const style = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 800;
  max-height: 85vh;
  overflow-y: auto;
  padding: 0.375rem 0.5rem;
  background: ${color.header};
  color: ${onColor.header};
  font-size: 0.875rem;
  line-height: 1.25;
  html[${CONSENT_MARK}] & {
    display: none;
  }
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.25rem 0.5rem;
    max-width: 48rem;
    margin: 0 auto;
  }
  p {
    margin: 0;
  }
  form > p {
    grid-column: 1 / -1;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
  :focus-visible {
    outline-color: ${onColor.header};
  }
  button,
  summary {
    min-height: 44px;
    padding: 0.25rem 0.5rem;
    border: 2px solid ${onColor.header};
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  /* Spec 4, LGPD: accepting and refusing are the same size, shape and colour. */
  button {
    background: ${onColor.header};
    color: ${color.header};
  }
  summary {
    display: flex;
    align-items: center;
    list-style: none;
    background: transparent;
    color: inherit;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  details[open] {
    grid-column: 1 / -1;
  }
  details[open] summary {
    display: none;
  }
  fieldset {
    margin: 0;
    padding: 0.5rem 0 0;
    border: 0;
    display: grid;
    gap: 0.5rem;
  }
  legend {
    font-weight: 700;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  input[type='checkbox'] {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    flex: none;
  }
`;

export function CookieBanner({ privacyUrl, onAccept }: CookieBannerProps) {
  const t = useT();
  const { consent } = usePlatform();
  const hydrated = useHydrated();
  const current = useSyncExternalStore(
    (changed) => {
      const sub = consent.consent$.subscribe(changed);
      return () => sub.unsubscribe();
    },
    consent.current,
    () => null,
  );
  // The server's page and the hydrating render carry the banner; the head's mark hides it for a
  // reader who chose. After that, the reader's consent decides.
  if (hydrated && current) return null;
  const href = safeHref(privacyUrl, '/privacy_policy.html');
  const intro = (
    <p>
      <FormattedMessage
        id="cookies.message"
        values={{ link: (chunks: ReactNode[]) => <a href={href}>{chunks}</a> }}
      />
    </p>
  );
  return (
    <section css={style} aria-label={t('cookies.region')}>
      <ConsentForm
        intro={intro}
        onChosen={(choices) => {
          if (choices.push) onAccept?.();
        }}
      />
    </section>
  );
}

/**
 * The reader's privacy preferences (LGPD: a choice as easy to change as to make): the current
 * choice with its date, and the consent form with the per-purpose boxes open. It sits on the
 * privacy policy page, where the footer's "Preferências de privacidade" link leads; as a form it
 * works before the scripts run, like the banner.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'shared-contracts/router';
import { useIntl } from 'react-intl';
import { consentKindOf, type ConsentState } from 'shared-contracts';
import { useHydrated } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';
import { color, onColor } from '../theme/colors';
import { ConsentForm } from './ConsentForm';

/** The fragment the footer links to. */
export const PREFERENCES_ID = 'preferencias';

const style = css`
  width: 100%;
  text-align: start;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  details {
    flex-basis: 100%;
  }
  summary {
    display: none;
  }
  fieldset {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
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
  button {
    min-height: 44px;
    padding: 0.5rem 1.25rem;
    border: 2px solid ${color.button};
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${color.button};
    color: ${onColor.button};
  }
`;

function useConsent(): ConsentState | null {
  const { consent } = usePlatform();
  const [current, setCurrent] = useState(consent.current);
  useEffect(() => {
    const sub = consent.consent$.subscribe(setCurrent);
    return () => sub.unsubscribe();
  }, [consent]);
  return current;
}

export function PrivacyPreferences() {
  const t = useT();
  const intl = useIntl();
  const { bus } = usePlatform();
  // The server renders for no one in particular: the reader's own choice shows once hydrated.
  const hydrated = useHydrated();
  const current = useConsent();
  const state = hydrated ? current : null;
  // The footer's link opens the page at the preferences (a client-side navigation does not scroll).
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash !== `#${PREFERENCES_ID}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);
  const summary = state
    ? t('cookies.current', {
        date: intl.formatDate(state.decidedAt * 1000, { dateStyle: 'medium' }),
        choice: t(`cookies.kind.${consentKindOf(state.choices)}`),
      })
    : t('cookies.none');
  return (
    <section css={style} id={PREFERENCES_ID} aria-labelledby={`${PREFERENCES_ID}-title`}>
      <h2 id={`${PREFERENCES_ID}-title`} ref={heading} tabIndex={-1}>
        {t('cookies.preferences')}
      </h2>
      <p role="status">{hydrated ? summary : null}</p>
      <ConsentForm
        // A new choice re-reads the boxes from it.
        key={state ? state.decidedAt : 0}
        initial={state?.choices}
        open
        onChosen={() => bus.publish('toast.show', 1, { message: t('cookies.saved'), status: 'success' })}
      />
    </section>
  );
}

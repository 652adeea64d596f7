/**
 * The ad-blocker dialog (spec 2 "Popups": Continue and a contact link; spec 4 "Ad-blocker"): shown
 * when the probe, run only with the reader's consent, found a blocker. Not modal: the page stays
 * readable behind it (ads never block reading). Continue hides it and is remembered in a cookie,
 * so it is not shown again. Few readers ever see it: it is a chunk of its own, texts included
 * (./AdBlockNotice.tsx loads it).
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { COOKIES, readCookie, type Locale } from 'shared-contracts';
import { usePlatform } from '../platform/context';
import { ONE_YEAR_SECONDS, writeCookie } from '../platform/cookies';
import { color, onColor } from '../theme/colors';
import { mailtoHref } from './mailtoHref';

const style = css`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  z-index: 850;
  max-width: 26rem;
  margin-left: auto;
  padding: 1rem 1.25rem;
  border-radius: 12px;
  background: ${color.body};
  color: ${color.texts};
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.25rem;
  }
  a {
    color: ${color.link};
    font-weight: 600;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 1.25rem;
    border: 0;
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${color.button};
    color: ${onColor.button};
  }
`;

export const ADBLOCK_TEXT: Record<
  Locale,
  { title: string; body: string; continue: string; contact: string }
> = {
  pt: {
    title: 'Bloqueador de anúncios detectado',
    body: 'Os anúncios mantêm a Onda Notícias gratuita. Considere permitir anúncios neste site; você pode continuar lendo de qualquer forma.',
    continue: 'Continuar',
    contact: 'Fale conosco',
  },
  en: {
    title: 'Ad blocker detected',
    body: 'Ads keep Onda Notícias free. Please consider allowing ads on this site; you can keep reading either way.',
    continue: 'Continue',
    contact: 'Contact us',
  },
  es: {
    title: 'Bloqueador de anuncios detectado',
    body: 'Los anuncios mantienen Onda Notícias gratis. Considera permitir anuncios en este sitio; puedes seguir leyendo de todos modos.',
    continue: 'Continuar',
    contact: 'Contáctenos',
  },
};

export function AdBlockDialog() {
  const { services, cookies } = usePlatform();
  const text = ADBLOCK_TEXT[services.locale];
  const titleId = useId();
  // Spec 4: Continue is remembered in a cookie.
  const [dismissed, setDismissed] = useState(
    () => readCookie(cookies(), COOKIES.adBlockContinue) !== undefined,
  );
  if (dismissed) return null;
  const contact = mailtoHref(services.config.contact_us);
  const dismiss = () => {
    writeCookie(COOKIES.adBlockContinue, '1', { maxAgeSeconds: ONE_YEAR_SECONDS });
    setDismissed(true);
  };
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} css={style}>
      <h2 id={titleId}>{text.title}</h2>
      <p>{text.body}</p>
      <div>
        <button type="button" onClick={dismiss}>
          {text.continue}
        </button>
        {contact && <a href={contact}>{text.contact}</a>}
      </div>
    </section>
  );
}

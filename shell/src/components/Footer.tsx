/**
 * Site footer (spec 2 "Footer"): about, privacy, terms and contact links, the copyright with the
 * current year, the sitemap link, the maker credit, and the language switcher.
 * Link targets come from the config (spec 3) and are used only when same-site or http(s).
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import { isSitePath, safeHref, type Locale, type SiteConfig } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { color } from '../theme/colors';
import { LanguageSwitcher } from './LanguageSwitcher';
import { mailtoHref } from './mailtoHref';
import { PREFERENCES_ID } from './PrivacyPreferences';

export interface FooterProps {
  readonly config: SiteConfig;
  readonly locale: Locale;
  readonly onLocaleChange: (locale: Locale) => void;
  /** For tests; defaults to now. */
  readonly now?: Date;
}

const style = css`
  margin-top: 2rem;
  padding: 1.5rem 1rem 5rem;
  background: ${color.backgrounds};
  color: ${color.texts};
  font-size: 0.9375rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${color.link};
  }
  p {
    margin: 0.25rem 0;
  }
`;
const innerStyle = css`
  max-width: 1280px;
  margin: 0 auto;
`;

/** A same-site path goes through the router; an http(s) URL is a plain link. */
function SiteLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return isSitePath(href) ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

export function Footer({ config, locale, onLocaleChange, now = new Date() }: FooterProps) {
  const t = useT();
  const contact = mailtoHref(config.contact_us);
  const links = [
    { key: 'about', href: safeHref(config.about_url, '/about.html'), label: t('footer.about') },
    {
      key: 'privacy',
      href: safeHref(config.privacy_policy_url, '/privacy_policy.html'),
      label: t('footer.privacy'),
    },
    {
      key: 'terms',
      href: safeHref(config.terms_and_conditions_url, '/terms_and_conditions.html'),
      label: t('footer.terms'),
    },
    { key: 'sitemap', href: '/sitemap', label: t('footer.sitemap') },
    // LGPD: the consent is changed where it was given, from every page.
    { key: 'cookies', href: `/privacy_policy.html#${PREFERENCES_ID}`, label: t('footer.cookies') },
  ];
  return (
    <footer css={style}>
      <div css={innerStyle}>
        <nav aria-label={t('footer.nav')}>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
            {contact ? (
              <li>
                <a href={contact}>{t('footer.contact')}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <LanguageSwitcher locale={locale} onChange={onLocaleChange} />
        <p>{t('footer.copyright', { year: now.getFullYear(), siteName: config.name })}</p>
        {config.powered_by ? <p>{t('footer.poweredBy', { maker: config.powered_by })}</p> : null}
      </div>
    </footer>
  );
}

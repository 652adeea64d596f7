/**
 * react-intl provider of the shell: pt is the default locale and the fallback for any missing key
 * (spec 1); missing keys are reported with console.warn (spec 8 "Missing locale file: console warning").
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type ResolvedIntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from 'shared-contracts';
import { catalogueOf, missingKeys, withFallback } from './catalogues';
import type { Messages } from './messages/pt';

export interface ShellIntlProviderProps {
  readonly locale: Locale;
  readonly children: ReactNode;
  /** Replaces the shell's catalogues (tests). */
  readonly catalogues?: Partial<Record<Locale, Partial<Messages>>>;
}

const onError: ResolvedIntlConfig['onError'] = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(`[i18n] ${error.message}`);
  else console.error('[i18n]', error);
};

export function ShellIntlProvider({ locale, children, catalogues }: ShellIntlProviderProps) {
  const catalogue = catalogues ? catalogues[locale] : catalogueOf(locale);
  const messages = useMemo(() => withFallback(catalogue ?? {}), [catalogue]);

  useEffect(() => {
    const missing = missingKeys(catalogue ?? {});
    if (locale !== DEFAULT_LOCALE && missing.length > 0) {
      console.warn(`[i18n] ${locale}: ${missing.length} missing message(s), using pt: ${missing.join(', ')}`);
    }
  }, [catalogue, locale]);

  // The page language follows the interface language (WCAG 3.1.1).
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  return (
    <IntlProvider
      locale={LOCALE_TAGS[locale]}
      defaultLocale={LOCALE_TAGS.pt}
      messages={messages}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}

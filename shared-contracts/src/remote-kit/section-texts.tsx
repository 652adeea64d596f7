/**
 * A section's own texts, in its route's chunk instead of every page of the remote: the remote's
 * catalogue (defineRemote) carries what its pages share, and a section adds its pt texts below it
 * with `<SectionTexts pt={…}>`. The remote's en and es catalogues stay whole (fetched only for
 * those readers), so they win over these pt texts as they win over the remote's own; pt stays the
 * fallback (spec 1). Server render and hydration go through the same providers.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from './catalogues';

export function SectionTexts({ pt, children }: { pt: Messages; children: ReactNode }) {
  const intl = useIntl();
  // Both are one kind at run time: strings in tests and on the server, syntax trees in the browser
  // build (every catalogue under src/i18n is precompiled alike).
  const messages = useMemo(() => ({ ...pt, ...intl.messages }) as Messages, [pt, intl.messages]);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      onError={intl.onError}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}

/** A section's component with its own texts around it: what its route chunk exports. */
export function withSectionTexts(pt: Messages, Section: ComponentType): ComponentType {
  return function SectionWithTexts() {
    return (
      <SectionTexts pt={pt}>
        <Section />
      </SectionTexts>
    );
  };
}

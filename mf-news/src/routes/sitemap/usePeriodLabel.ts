import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { SitemapPagePeriod } from 'shared-contracts';

/** "2026", "novembro de 2026", "21 de novembro de 2026" in the reader's language (spec 1 date names). */
export function usePeriodLabel(): (period: SitemapPagePeriod) => string {
  const intl = useIntl();
  return useCallback(
    ({ year, month, day }: SitemapPagePeriod) => {
      if (year === undefined) return '';
      if (month === undefined) return String(year);
      const date = Date.UTC(year, month - 1, day ?? 1);
      return intl.formatDate(date, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        ...(day === undefined ? {} : { day: 'numeric' }),
      });
    },
    [intl],
  );
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates a message id of one catalogue; a misspelt id is a compile error. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The typed translate hook of one catalogue, made once beside it:
 * `export const useT = createUseT<typeof pt>();` (pt is the default and fallback, spec 1).
 */
export function createUseT<Catalogue extends Readonly<Record<string, string>>>(): () => Translate<
  Extract<keyof Catalogue, string>
> {
  return function useT() {
    const intl = useIntl();
    return useCallback((id, values) => String(intl.formatMessage({ id }, values)), [intl]);
  };
}

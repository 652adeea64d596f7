import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

type Values = Record<string, string | number>;

/** A typed translate function: a misspelt message id is a compile error. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Typed access to the shell's messages: only ids of the pt catalogue compile. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/pt';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => String(intl.formatMessage({ id }, values)), [intl]);
}

/** Sets document.title to "<page title> | <site name>" (spec 2 "Page titles"). */
import { useEffect } from 'react';
import type { MessageId } from '../i18n/messages/pt';
import { useT } from '../i18n/useT';
import { usePlatform } from '../platform/context';

export type TitleId = Extract<MessageId, `title.${string}`>;

export function usePageTitle(messageId: TitleId): void {
  const t = useT();
  const siteName = usePlatform().services.config.name;
  const title = t(messageId);
  useEffect(() => {
    document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}

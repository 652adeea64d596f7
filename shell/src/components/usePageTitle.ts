/** Sets the head of a shell page: title "<page title> | <site name>" (spec 2 "Page titles"), site meta. */
import { useEffect } from 'react';
import { useLocation } from 'shared-contracts/router';
import { applyPageHead, pageTitle, siteHead, useDeclareServerHead } from 'shared-contracts/remote-kit';
import type { MessageId } from '../i18n/messages/pt';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';

export type TitleId = Extract<MessageId, `title.${string}`>;

/** The head of a shell page titled `title` (already translated). */
export function useShellPageHead(title: string): void {
  const { config, locale } = usePlatform().services;
  const { pathname } = useLocation();
  // On the server, the head goes into the served document (shell/src/server.tsx).
  useDeclareServerHead({ title, description: siteHead(config, pathname, locale).description });
  useEffect(() => {
    applyPageHead({ ...siteHead(config, pathname, locale), title: pageTitle(title, config.name) }, pathname);
  }, [title, config, locale, pathname]);
}

export function usePageTitle(messageId: TitleId): void {
  useShellPageHead(useT()(messageId));
}

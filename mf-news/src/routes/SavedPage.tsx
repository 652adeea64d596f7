import { PageFrame, Skeleton, useHydrated } from 'shared-contracts/remote-kit';
import { ReadLaterList } from '../components/ReadLaterList';
import { useReadLater } from '../data/useReadLater';
import { useT } from '../i18n/messages';

/**
 * /accounts/user/signedin/saved: the stories saved on this device to read later (spec 2, 4). The
 * list lives on the device: the server renders the page's frame, the browser the list.
 */
export function SavedPage() {
  const t = useT();
  const saved = useReadLater();
  const hydrated = useHydrated();
  return (
    <PageFrame title={t('news.readLater.title')} busy={!hydrated}>
      {hydrated ? <ReadLaterList stories={saved} /> : <Skeleton label={t('news.loading')} lines={3} />}
    </PageFrame>
  );
}

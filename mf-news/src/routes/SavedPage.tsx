import { PageFrame } from 'shared-contracts/remote-kit';
import { ReadLaterList } from '../components/ReadLaterList';
import { useReadLater } from '../data/useReadLater';
import { useT } from '../i18n/messages';

/** /accounts/user/signedin/saved: the stories saved on this device to read later (spec 2, 4). */
export function SavedPage() {
  const t = useT();
  const saved = useReadLater();
  return (
    <PageFrame title={t('news.readLater.title')}>
      <ReadLaterList stories={saved} />
    </PageFrame>
  );
}

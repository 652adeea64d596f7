import { useRemote } from 'shared-contracts/remote-kit';
import type { Article } from 'shared-contracts';
import { kindOf } from '../data/article';
import { useT } from '../i18n/messages';

type Shareable = Pick<Article, 'id' | 'context' | 'name'>;

/**
 * Sharing an article: the Web Share API where the browser has it, else a WhatsApp link and a
 * copy-link button with a toast. wa.me is another site, so it goes through the shell's
 * external-link warning (spec 4 "External link dialog") like every link that leaves.
 */
export function ShareButtons({ article, url }: { article: Shareable; url: string }) {
  const t = useT();
  const { bus } = useRemote();
  const kind = kindOf(article.context);
  const shared = (channel: string) => bus.publish('article.shared', 1, { id: article.id, kind, channel });

  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    const share = () => {
      navigator.share({ title: article.name, url }).then(
        () => shared('native'),
        // The reader closed the share sheet (AbortError) or the browser refused: nothing to say.
        () => undefined,
      );
    };
    return (
      <button type="button" onClick={share}>
        {t('news.story.share')}
      </button>
    );
  }

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${article.name} ${url}`)}`;
  const copy = () => {
    const done = () => {
      shared('copy');
      bus.publish('toast.show', 1, { message: t('news.toast.linkCopied'), status: 'success' });
    };
    const failed = () =>
      bus.publish('toast.show', 1, { message: t('news.toast.copyFailed'), status: 'error' });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(url).then(done, failed);
  };
  return (
    <>
      <a
        href={whatsapp}
        onClick={(event) => {
          event.preventDefault();
          shared('whatsapp');
          bus.publish('external.open', 1, { url: whatsapp, fromBody: false });
        }}
      >
        {t('news.story.shareWhatsapp')}
      </a>
      <button type="button" onClick={copy}>
        {t('news.story.copyLink')}
      </button>
    </>
  );
}

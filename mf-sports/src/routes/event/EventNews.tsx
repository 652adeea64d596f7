import { useCallback } from 'react';
import { Link } from 'shared-contracts/router';
import { useLoad, useRemote } from 'shared-contracts/remote-kit';
import { getEventNews } from './getEvent';
import { useT } from '../../i18n/messages';

/** The event's news (secondary data: a failure or an empty list shows nothing, STYLE.md). */
export function EventNews({ eventId }: { eventId: string }) {
  const { api } = useRemote().services;
  const t = useT();
  const load = useCallback((signal: AbortSignal) => getEventNews(api, eventId, signal), [api, eventId]);
  const news = useLoad(`event-news|${eventId}`, load);
  if (news.status !== 'ready' || news.data.length === 0) return null;
  return (
    <section aria-labelledby="event-news" css={{ marginTop: '1.5rem' }}>
      <h2 id="event-news" css={{ fontSize: '1.25rem' }}>
        {t('event.news')}
      </h2>
      <ul css={{ paddingLeft: '1.25rem' }}>
        {news.data.map((article) => (
          <li key={article.id} css={{ margin: '0 0 0.5rem' }}>
            {article.external ? (
              <a href={article.link}>{article.name}</a>
            ) : (
              <Link to={article.link}>{article.name}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

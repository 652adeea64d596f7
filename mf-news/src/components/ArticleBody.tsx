import { css } from '@emotion/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'shared-contracts/router';
import { useRemote } from 'shared-contracts/remote-kit';
import { bodyFormatOf, paragraphsOf, type BodyFormat } from '../data/body';
import { isHttpUrl, isSitePath } from 'shared-contracts';

const bodyStyle = css`
  max-width: 42rem;
  font-size: 1.125rem;
  line-height: 1.65;
  p {
    margin: 0 0 1.1rem;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  blockquote {
    margin: 1rem 0;
    padding-left: 1rem;
    border-left: 4px solid currentColor;
  }
`;

/**
 * The article text. Plain-text bodies become paragraphs; HTML bodies are sanitised (data/sanitize,
 * loaded only for them) before they reach the DOM. Links in the body never navigate by themselves: site paths go through
 * the router, other sites through the shell's external-link warning (spec 4, fromBody: true).
 * `onRead` runs once when the end of the text has been on screen ("article.read").
 */
export function ArticleBody({
  body,
  format,
  onRead,
}: {
  body: string;
  format?: BodyFormat;
  onRead: () => void;
}) {
  const kind = bodyFormatOf(body, format);
  const [sanitised, setSanitised] = useState<{ readonly of: string; readonly html: string }>();
  const navigate = useNavigate();
  const { bus } = useRemote();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (kind !== 'html') return;
    let live = true;
    void import('../data/sanitize').then(({ sanitizeBodyHtml }) => {
      if (live) setSanitised({ of: body, html: sanitizeBodyHtml(body) });
    });
    return () => {
      live = false;
    };
  }, [body, kind]);

  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onRead();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onRead]);

  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const href = anchor.getAttribute('href') ?? '';
    event.preventDefault();
    if (isSitePath(href)) navigate(href);
    else if (isHttpUrl(href)) bus.publish('external.open', 1, { url: href, fromBody: true });
  };

  const html = sanitised?.of === body ? sanitised.html : undefined;
  return (
    <div css={bodyStyle} data-article-body="">
      {kind === 'text' && paragraphsOf(body).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
      {html !== undefined && (
        // sanitizeBodyHtml reduced this HTML to an allow-list; clicks on its links are intercepted.
        <div onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <div ref={end} aria-hidden="true" />
    </div>
  );
}

/**
 * Confirmation before leaving for an external site (spec 2 "Popups", spec 4 "External link dialog"):
 * data charges may apply. Accept opens the link in a new tab; deny (or Escape) closes and, for a link
 * from an article body, goes back. URLs come over the bus and are untrusted: only http(s) is opened.
 * The /external page shows the same prompt (ExternalLinkPrompt) for a URL in its query.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFocusTrap } from 'shared-contracts/remote-kit';
import { isHttpUrl, type EventPayload } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';
import { color, onColor } from '../theme/colors';

type Request = EventPayload<'external.open', 1>;

const backdropStyle = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 55%);
`;
const actionsStyle = css`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;
const dialogStyle = css`
  max-width: 28rem;
  padding: 1.5rem;
  border-radius: 12px;
  background: ${color.body};
  color: ${color.texts};
  h2 {
    margin-top: 0;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 1.25rem;
    border-radius: 6px;
    border: 2px solid ${color.button};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: ${color.body};
    color: ${color.link};
  }
  button[data-primary] {
    background: ${color.button};
    color: ${onColor.button};
  }
`;

export interface ExternalLinkPromptProps {
  /** An http(s) URL (checked by the caller with isHttpUrl). */
  readonly url: string;
  /** Called after the reader chose; on 'accept' the link has already been opened. */
  readonly onDone: (choice: 'accept' | 'deny') => void;
}

/** The modal itself: names the host, warns about data charges, opens the link on Continue. */
export function ExternalLinkPrompt({ url, onDone }: ExternalLinkPromptProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Focus starts on the first button, the least destructive choice, stays inside while open and
  // returns to the opener on close (WAI-ARIA APG, modal dialog pattern).
  const trapTab = useFocusTrap(dialogRef, true);
  const href = url.trim();

  const accept = () => {
    window.open(href, '_blank', 'noopener,noreferrer');
    onDone('accept');
  };
  const deny = () => onDone('deny');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      deny();
    } else {
      trapTab(event);
    }
  };

  return (
    <div css={backdropStyle}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        css={dialogStyle}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t('external.title')}</h2>
        <div id={bodyId}>
          <p>{t('external.body', { host: new URL(href).host })}</p>
          <p>{t('external.charges')}</p>
        </div>
        <div css={actionsStyle}>
          <button type="button" onClick={deny}>
            {t('external.deny')}
          </button>
          <button type="button" data-primary onClick={accept}>
            {t('external.accept')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The prompt for links the remotes hand over on the bus (article bodies, publisher links, shares). */
export function ExternalLinkDialog() {
  const { bus } = usePlatform();
  const [request, setRequest] = useState<Request | null>(null);

  useEffect(() => {
    const sub = bus.on('external.open', 1).subscribe((event) => {
      if (!isHttpUrl(event.url)) {
        console.warn('[external-link] refused a non-http(s) URL');
        setRequest(null);
        return;
      }
      setRequest(event);
    });
    return () => sub.unsubscribe();
  }, [bus]);

  if (!request) return null;
  return (
    <ExternalLinkPrompt
      // A new request is a new dialog: focus moves into it again.
      key={request.url}
      url={request.url}
      onDone={(choice) => {
        setRequest(null);
        if (choice === 'deny' && request.fromBody) window.history.back();
      }}
    />
  );
}

/**
 * The header's search drop-down (spec 2 "Autocomplete search bar", spec 5 "Search"): a free-text
 * query searched by relevance. An empty or blank query shows the 'search.emptyquery' error toast
 * and searches nothing. Autocomplete arrives with its own issue.
 */
import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRemote, focusRing, palette, visuallyHidden } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/useT';

const formStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.75rem 1rem;
  background: ${palette.surface};
  color: ${palette.text};
  input {
    flex: 1 1 12rem;
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    color: ${palette.text};
    border: 1px solid ${palette.muted};
    border-radius: 6px;
  }
  button {
    min-height: 44px;
    padding: 0 1rem;
    font: inherit;
    font-weight: 600;
    border-radius: 6px;
    cursor: pointer;
  }
  button[type='submit'] {
    color: #ffffff;
    background: ${palette.link};
    border: 1px solid ${palette.link};
  }
  button[type='button'] {
    color: ${palette.link};
    background: ${palette.surface};
    border: 1px solid ${palette.border};
  }
  ${focusRing}
`;

/** Where a free-text search goes (spec 2: /search/{advance}/{encoded query}, advance = relevance). */
export const searchPath = (query: string): string => `/search/relevance/${encodeURIComponent(query)}`;

export function SearchForm() {
  const t = useT();
  const { bus, services } = useRemote();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) {
      bus.publish('toast.show', 1, { status: 'error', message: t('search.emptyquery') });
      input.current?.focus();
      return;
    }
    bus.publish('search.performed', 1, { query: text, type: 'freeform', sort: 'relevance' });
    services.navigate(searchPath(text));
  }

  return (
    <form role="search" aria-label={t('search.label')} css={formStyle} onSubmit={search} noValidate>
      <label htmlFor={inputId} css={visuallyHidden}>
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">{t('search.submit')}</button>
      <button
        type="button"
        onClick={() => {
          setQuery('');
          bus.publish('search.dismissed', 1, {});
        }}
      >
        {t('search.cancel')}
      </button>
    </form>
  );
}

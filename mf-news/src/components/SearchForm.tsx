/**
 * The header's search drop-down (spec 2 "Autocomplete search bar", spec 4 "Autocomplete", spec 5
 * "Search"): an ARIA 1.2 combobox whose listbox holds up to 5 suggestions and a final 'see matching
 * results' row. Enter on a highlighted suggestion runs an entity search by date; otherwise the typed
 * query is searched by relevance. An empty or blank query shows the 'search.emptyquery' error toast
 * and searches nothing; nothing is searched while the favorites load (spec 4).
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { entitySearchPath, textSearchPath, type AutocompleteItem } from 'shared-contracts';
import { useRemote, visuallyHidden } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { choiceAt, moveHighlight, NONE } from './highlight';
import { comboStyle, formStyle } from './searchStyles';
import { optionId, SuggestionList } from './SuggestionList';
import { useFollowed } from '../data/useFollowed';
import { useSuggestions, type Suggestions } from '../data/useSuggestions';

export function SearchForm() {
  const t = useT();
  const { bus, services } = useRemote();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const suggestions = useSuggestions(query);
  const followed = useFollowed();
  // The highlight belongs to one list of suggestions: a new list starts with none (-1).
  const [marked, setMarked] = useState<{ list: Suggestions; index: number }>({
    list: suggestions,
    index: NONE,
  });
  const highlight = marked.list === suggestions ? marked.index : NONE;
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const text = query.trim();
  const expanded = open && text !== '';
  const items = suggestions.query ? suggestions.items : [];

  function go(path: string, type: string, sort: string, performed: string) {
    setOpen(false);
    bus.publish('search.performed', 1, { query: performed, type, sort });
    services.navigate(path);
  }

  function choose(item: AutocompleteItem | undefined) {
    if (!item && !text) {
      bus.publish('toast.show', 1, { status: 'error', message: t('search.emptyquery') });
      input.current?.focus();
      return;
    }
    if (followed.loading) return;
    if (item?.profile) {
      const { context, id } = item.profile;
      go(entitySearchPath({ context, id, name: item.name }), 'entity', 'date', item.name);
    } else if (item) {
      // Headline suggestions name no entity: their title is searched as text.
      go(textSearchPath(item.name), 'freeform', 'relevance', item.name);
    } else {
      go(textSearchPath(text), 'freeform', 'relevance', text);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const choice = expanded ? choiceAt(highlight, items) : { kind: 'query' as const };
    choose(choice.kind === 'suggestion' ? choice.item : undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setMarked({ list: suggestions, index: moveHighlight(highlight, delta, items.length) });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setMarked({ list: suggestions, index: NONE });
    }
  }

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      aria-busy={followed.loading}
      css={formStyle}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={inputId} css={visuallyHidden}>
        {t('search.label')}
      </label>
      <div css={comboStyle}>
        <input
          ref={input}
          id={inputId}
          type="text"
          role="combobox"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && highlight !== NONE ? optionId(listId, highlight) : undefined}
          value={query}
          onFocus={followed.load}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setMarked({ list: suggestions, index: NONE });
          }}
        />
        <SuggestionList
          id={listId}
          expanded={expanded}
          query={text}
          items={items}
          followed={followed.keys}
          highlight={highlight}
          onChoose={(index) => choose(items[index])}
        />
      </div>
      <button type="submit">{t('search.submit')}</button>
      <button
        type="button"
        onClick={() => {
          setQuery('');
          setOpen(false);
          bus.publish('search.dismissed', 1, {});
        }}
      >
        {t('search.cancel')}
      </button>
      <p role="status" css={visuallyHidden}>
        {expanded && suggestions.query === text ? t('search.suggestionCount', { count: items.length }) : ''}
      </p>
    </form>
  );
}

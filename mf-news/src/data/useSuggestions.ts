/**
 * Autocomplete suggestions of the search bar (spec 4 "Autocomplete", spec 9: 5 per page, page 1,
 * 250 ms debounce): an empty or blank query clears them at once; otherwise the call starts 250 ms
 * after the last keystroke. A failed call is only logged (spec 8) and leaves the list empty.
 */
import { useEffect, useState } from 'react';
import { WIRE_CHECKS, type AutocompleteItem } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
export const AUTOCOMPLETE_PER = 5;

export interface Suggestions {
  /** The trimmed query these suggestions answer. */
  readonly query: string;
  readonly items: readonly AutocompleteItem[];
}

const NO_SUGGESTIONS: Suggestions = { query: '', items: [] };

export function useSuggestions(query: string): Suggestions {
  const { api } = useRemote().services;
  const siteId = useRemote().services.config.id;
  const [suggestions, setSuggestions] = useState<Suggestions>(NO_SUGGESTIONS);
  const text = query.trim();

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api
        .request('v3/site/favorites/ac', {
          query: { q: text, page: 1, per: AUTOCOMPLETE_PER, site_id: siteId },
          check: WIRE_CHECKS.AutocompleteResponse,
          signal: controller.signal,
        })
        .then((result) => {
          if (controller.signal.aborted) return;
          if (!result.ok) {
            console.warn('[mf-news] autocomplete_failed', { status: result.status, code: result.code });
            setSuggestions({ query: text, items: [] });
            return;
          }
          setSuggestions({ query: text, items: result.data.slice(0, AUTOCOMPLETE_PER) });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, siteId, text]);

  // A blank query shows none at once (spec 4), whatever an earlier query brought.
  return text ? suggestions : NO_SUGGESTIONS;
}

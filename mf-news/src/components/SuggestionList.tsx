/**
 * The listbox of the autocomplete combobox (ARIA 1.2 combobox pattern): up to 5 suggestions and
 * the final 'see matching results' row, which is an option too (spec 2, spec 4). Focus stays in
 * the input; the highlighted row is announced through aria-activedescendant.
 */
import { css } from '@emotion/react';
import type { AutocompleteItem } from 'shared-contracts';
import { palette, plainList } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/messages';
import { followKey } from '../data/useFollowed';

const listStyle = css`
  ${plainList}
  position: absolute;
  z-index: 20;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  padding: 0.25rem 0;
  background: ${palette.surface};
  border: 1px solid ${palette.border};
  border-radius: 6px;
  box-shadow: 0 8px 24px rgb(16 24 40 / 16%);
  li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    padding: 0.25rem 0.75rem;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: #e8f0fb;
    outline: 2px solid ${palette.link};
    outline-offset: -2px;
  }
  li:last-of-type {
    font-weight: 600;
    color: ${palette.link};
    border-top: 1px solid ${palette.border};
  }
`;
const followedStyle = css`
  font-size: 0.8125rem;
  color: ${palette.muted};
`;

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

export function SuggestionList(props: {
  id: string;
  expanded: boolean;
  query: string;
  items: readonly AutocompleteItem[];
  followed: ReadonlySet<string>;
  highlight: number;
  onChoose: (index: number) => void;
}) {
  const { id, expanded, query, items, followed, highlight, onChoose } = props;
  const t = useT();
  // mousedown would move focus out of the input (and collapse the list) before the click lands.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <ul id={id} role="listbox" aria-label={t('search.suggestions')} css={listStyle} hidden={!expanded}>
      {items.map((item, index) => (
        <li
          key={item.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === highlight}
          onMouseDown={keepFocus}
          onClick={() => onChoose(index)}
        >
          <span>{item.name}</span>
          {item.profile && followed.has(followKey(item.profile)) && (
            <span css={followedStyle}>{t('search.followed')}</span>
          )}
        </li>
      ))}
      <li
        id={optionId(id, items.length)}
        role="option"
        aria-selected={highlight === items.length}
        onMouseDown={keepFocus}
        onClick={() => onChoose(items.length)}
      >
        {t('search.seeAll', { query })}
      </li>
    </ul>
  );
}

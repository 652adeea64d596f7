/**
 * The search page's own form (spec 2 "Search", spec 5): a text field and a button that work before
 * and without scripts (GET /search?q=…, which the edge sends on to the results, or answers with
 * this page and the error beside the field when the text is blank). Once the page runs, the search
 * goes through the app's router instead.
 */
import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_PATH, SEARCH_QUERY_PARAM, textSearchPath } from 'shared-contracts';
import { palette, textInputStyle, useFormEcho, useFormField, useRemote } from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';

const FORM = 'search';

const style = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  label {
    flex-basis: 100%;
    font-weight: 600;
  }
  input {
    flex: 1 1 12rem;
  }
  button {
    min-height: 44px;
    padding: 0 1.25rem;
    font: inherit;
    font-weight: 600;
    color: #ffffff;
    background: ${palette.link};
    border: 0;
    border-radius: 6px;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${palette.error};
  }
`;

export function SearchPageForm() {
  const t = useT();
  const { services } = useRemote();
  const echo = useFormEcho(FORM);
  const [text, setText] = useFormField(FORM, SEARCH_QUERY_PARAM);
  const [blank, setBlank] = useState(() => echo?.code === 'EMPTY_QUERY');
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return setBlank(true);
    services.navigate(textSearchPath(query));
  }

  return (
    <form
      name={FORM}
      role="search"
      action={SEARCH_PATH}
      method="get"
      css={style}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={inputId}>{t('search.label')}</label>
      <input
        id={inputId}
        css={textInputStyle}
        type="search"
        name={SEARCH_QUERY_PARAM}
        enterKeyHint="search"
        value={text}
        aria-invalid={blank || undefined}
        aria-describedby={blank ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setBlank(false);
        }}
      />
      <button type="submit">{t('search.submit')}</button>
      {blank && (
        <p id={errorId} role="alert">
          {t('search.emptyquery')}
        </p>
      )}
    </form>
  );
}

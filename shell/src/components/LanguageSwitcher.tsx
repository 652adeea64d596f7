/** Interface language picker (spec 1: pt, en, es). Each language is named in itself. */
import { css } from '@emotion/react';
import { useId } from 'react';
import { LOCALES, isLocale, type Locale } from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { color } from '../theme/colors';

export interface LanguageSwitcherProps {
  readonly locale: Locale;
  readonly onChange: (locale: Locale) => void;
}

const style = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  select {
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid ${color.texts};
    border-radius: 6px;
    font: inherit;
    color: ${color.texts};
    background: ${color.body};
  }
`;

export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const t = useT();
  const id = useId();
  return (
    <div css={style}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/router';
import { palette } from 'shared-contracts/remote-kit';
import { shiftDay } from '../data/scores-view';
import { PHONE } from './breakpoints';
import { useT } from '../i18n/messages';

const navStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 0.75rem;
  .day {
    font-weight: 700;
  }
  button {
    font: inherit;
    padding: 0.35rem 0.8rem;
    border: 1px solid ${palette.link};
    border-radius: 6px;
    background: ${palette.surface};
    color: ${palette.link};
    cursor: pointer;
  }
  form[hidden] {
    display: none;
  }
  form {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid ${palette.border};
    border-radius: 8px;
  }
  input {
    font: inherit;
    padding: 0.3rem;
  }
  .short,
  .step .arrow {
    display: none;
  }
  /* On a phone: arrows for the previous and next day, the day's short name, one or two lines. */
  ${PHONE} {
    gap: 0.25rem 0.75rem;
    margin: 0 0 0.25rem;
    .long,
    .step .words {
      display: none;
    }
    .short,
    .step .arrow {
      display: inline;
    }
    button {
      padding: 0.25rem 0.6rem;
    }
    .step {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: 44px;
      min-height: 44px;
      font-size: 1.5rem;
      text-decoration: none;
    }
  }
`;

interface DateNavProps {
  /** The day shown, YYYY-MM-DD. */
  readonly date: string;
  readonly today: string;
  readonly pathFor: (date: string) => string;
  readonly livePath: string;
  readonly calendarOpen: boolean;
  readonly onCalendar: (open: boolean) => void;
  readonly onPick: (date: string) => void;
}

/**
 * Day navigation of the scores pages (spec 2: by date, default today; a calendar drop-down). The
 * drop-down holds a native date input in a form, usable by keyboard, that navigates on submit only.
 */
export function DateNav({ date, today, pathFor, livePath, calendarOpen, onCalendar, onPick }: DateNavProps) {
  const intl = useIntl();
  const t = useT();
  const inputId = useId();
  const panelId = useId();
  const [picked, setPicked] = useState(date);
  const day = new Date(`${date}T12:00:00Z`);
  const label = intl.formatDate(day, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  const short = intl.formatDate(day, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  const named = (text: string) => (date === today ? `${t('scores.date.today')}, ${text}` : text);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(picked)) onPick(picked);
  }
  return (
    <div css={navStyle}>
      <Link className="step" to={pathFor(shiftDay(date, -1))} aria-label={t('scores.date.previous')}>
        <span className="arrow" aria-hidden="true">
          ‹
        </span>
        <span className="words">{t('scores.date.previous')}</span>
      </Link>
      <span className="day">
        <span className="long">{named(label)}</span>
        <span className="short">{named(short)}</span>
      </span>
      <Link className="step" to={pathFor(shiftDay(date, 1))} aria-label={t('scores.date.next')}>
        <span className="arrow" aria-hidden="true">
          ›
        </span>
        <span className="words">{t('scores.date.next')}</span>
      </Link>
      {date !== today && <Link to={pathFor(today)}>{t('scores.date.today')}</Link>}
      <Link to={livePath}>{t('scores.date.live')}</Link>
      <button
        type="button"
        aria-expanded={calendarOpen}
        aria-controls={panelId}
        onClick={() => onCalendar(!calendarOpen)}
      >
        {t('scores.calendar.open')}
      </button>
      <form id={panelId} hidden={!calendarOpen} onSubmit={submit}>
        <label htmlFor={inputId}>{t('scores.date.label')}</label>
        <input id={inputId} type="date" value={picked} onChange={(e) => setPicked(e.target.value)} />
        <button type="submit">{t('scores.calendar.go')}</button>
      </form>
    </div>
  );
}

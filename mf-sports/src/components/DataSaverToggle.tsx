import { useId } from 'react';
import { useT } from '../i18n/messages';

/** The reader's data-saver setting on the scores page (issue item 3: poll every 60 s instead). */
export function DataSaverToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const id = useId();
  return (
    <p css={{ margin: '1.5rem 0 0', display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <input id={id} type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{t('scores.dataSaver')}</label>
    </p>
  );
}

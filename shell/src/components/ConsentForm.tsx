/**
 * The consent form (LGPD; spec 2 "cookie banner", spec 4 "Cookie consent"): "Aceitar" and
 * "Somente necessários" with equal weight, and "Personalizar" per purpose (audience measurement,
 * personalised ads, push prompts). A real form posting to the consent API, so it works without
 * scripts (the server stores the choice and sends the reader back); once the shell runs, it sends
 * the same choice itself and the page stays. A tap on it while the page's scripts are on their way
 * waits for them (REPLAY_SUBMIT_ATTR, shared-contracts first-tap.ts) rather than load the page
 * again, which would drop the reader's other taps and typed text. The banner and the privacy
 * page's preferences both use it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'shared-contracts/router';
import {
  ALL_PURPOSES,
  CONSENT_PATH,
  CONSENT_PURPOSES,
  NECESSARY_ONLY,
  REPLAY_SUBMIT_ATTR,
  type ConsentChoices,
  type ConsentPurpose,
} from 'shared-contracts';
import { useT } from '../i18n/catalogues';
import { usePlatform } from '../platform/context';

export interface ConsentFormProps {
  /** The ticks "Personalizar" starts from (the current choice on the preferences page). */
  readonly initial?: ConsentChoices;
  /** The per-purpose boxes start open (the preferences page). */
  readonly open?: boolean;
  /** The reader's text above the buttons. */
  readonly intro?: ReactNode;
  readonly className?: string;
  /** Called once the choice is stored. */
  readonly onChosen?: (choices: ConsentChoices) => void;
}

type Choice = 'all' | 'necessary' | 'custom';

function choicesOf(choice: Choice, form: HTMLFormElement): ConsentChoices {
  if (choice === 'all') return ALL_PURPOSES;
  if (choice === 'necessary') return NECESSARY_ONLY;
  const data = new FormData(form);
  const picked = (purpose: ConsentPurpose) => data.get(purpose) === 'on';
  return { measurement: picked('measurement'), ads: picked('ads'), push: picked('push') };
}

export function ConsentForm({
  initial = NECESSARY_ONLY,
  open = false,
  intro,
  className,
  onChosen,
}: ConsentFormProps) {
  const t = useT();
  const { bus, consent } = usePlatform();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const value = submitter instanceof HTMLButtonElement ? submitter.value : '';
    const choice: Choice = value === 'all' || value === 'necessary' ? value : 'custom';
    const choices = choicesOf(choice, event.currentTarget);
    setBusy(true);
    void consent.choose(choices).then((stored) => {
      setBusy(false);
      if (stored) onChosen?.(stored.choices);
      else bus.publish('toast.show', 1, { message: t('cookies.failed'), status: 'error' });
    });
  };

  return (
    <form
      method="post"
      action={CONSENT_PATH}
      onSubmit={submit}
      className={className}
      aria-busy={busy}
      {...{ [REPLAY_SUBMIT_ATTR]: '' }}
    >
      {intro}
      <input type="hidden" name="return" value={pathname + search} />
      <button type="submit" name="choice" value="all" disabled={busy}>
        {t('cookies.accept')}
      </button>
      <button type="submit" name="choice" value="necessary" disabled={busy}>
        {t('cookies.necessary')}
      </button>
      <details open={open || undefined}>
        <summary>{t('cookies.customize')}</summary>
        <fieldset>
          <legend>{t('cookies.purposes')}</legend>
          <p>{t('cookies.necessaryNote')}</p>
          {CONSENT_PURPOSES.map((purpose) => (
            <label key={purpose}>
              <input type="checkbox" name={purpose} defaultChecked={initial[purpose]} />
              <span>
                <strong>{t(`cookies.${purpose}`)}</strong> {t(`cookies.${purpose}.detail`)}
              </span>
            </label>
          ))}
          <button type="submit" name="choice" value="custom" disabled={busy}>
            {t('cookies.save')}
          </button>
        </fieldset>
      </details>
    </form>
  );
}

/**
 * Passkey buttons (data/passkeys.ts): signing in on the sign-in page, adding one on the profile.
 * They show only where the browser has WebAuthn; a server-rendered page shows them once hydrated.
 */
import { useState, useSyncExternalStore } from 'react';
import { useRemote } from 'shared-contracts/remote-kit';
import { useT, type MessageId } from '../i18n/messages';
import { readerError } from '../data/errors';
import { addPasskey, passkeysSupported, signInWithPasskey } from '../data/passkeys';
import { enterSession } from '../data/session';
import { formStyle } from './AccountForm';

const noChange = () => () => undefined;
/** Whether this browser can use passkeys (false on the server and while hydrating). */
export const usePasskeysSupported = () => useSyncExternalStore(noChange, passkeysSupported, () => false);

type PasskeyRun = () => Promise<{ ok: boolean; code?: string }>;

function usePasskeyAction(run: PasskeyRun) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageId>();
  const [done, setDone] = useState(false);
  async function start() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    setDone(false);
    const result = await run();
    setBusy(false);
    if (result.ok) setDone(true);
    else setError(readerError(result.code ?? '').message);
  }
  return { busy, error, done, start };
}

/** A passkey button with its error above it and, once done, its status line. */
function PasskeyAction({
  run,
  label,
  doneText,
}: {
  run: PasskeyRun;
  label: MessageId;
  doneText?: MessageId;
}) {
  const t = useT();
  const supported = usePasskeysSupported();
  const action = usePasskeyAction(run);
  if (!supported) return null;
  return (
    <div css={formStyle}>
      {action.error && (
        <p className="form-error" role="alert">
          {t(action.error)}
        </p>
      )}
      <button
        type="button"
        className="secondary"
        aria-disabled={action.busy || undefined}
        onClick={action.start}
      >
        {t(label)}
      </button>
      {doneText && <p role="status">{action.done && t(doneText)}</p>}
    </div>
  );
}

/** Sign-in with a passkey: on success the shell reads the session and the page sends the reader on. */
export function PasskeySignIn() {
  const { bus, services } = useRemote();
  const run: PasskeyRun = async () => {
    const result = await signInWithPasskey(services.api);
    if (!result.ok) return result;
    return (await enterSession(bus)) ? { ok: true } : { ok: false, code: 'SESSION_INVALID' };
  };
  return <PasskeyAction run={run} label="accounts.passkey.signIn" />;
}

/** Adds a passkey to the signed-in reader's account. */
export function AddPasskey() {
  const { services } = useRemote();
  return (
    <PasskeyAction
      run={() => addPasskey(services.api)}
      label="accounts.passkey.add"
      doneText="accounts.passkey.added"
    />
  );
}

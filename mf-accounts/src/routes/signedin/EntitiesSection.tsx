/**
 * What the reader follows (spec 2 /accounts/user/signedin/entities): every followed profile with
 * a push switch (spec 4 "Bell": PUT follows push_on 1|0) and an unfollow button, through the shared
 * follows client and follow flow (the same calls and notices as the favourites pages).
 */
import { css } from '@emotion/react';
import { useCallback, useEffect, useState } from 'react';
import { getFollows, setPush, type Follow } from 'shared-contracts';
import {
  EmptyState,
  NavigateLink,
  Skeleton,
  palette,
  useFollowFlow,
  useRemote,
  plainList,
} from 'shared-contracts/remote-kit';
import { useT } from '../../i18n/messages';

const listStyle = css`
  ${plainList}
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${palette.border};
  }
  .name {
    flex: 1;
    min-width: 10rem;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  button {
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    color: ${palette.link};
    background: ${palette.surface};
    border: 1px solid ${palette.link};
    border-radius: 6px;
    cursor: pointer;
  }
`;

type State =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly follows: readonly Follow[] };

export function EntitiesSection() {
  const t = useT();
  const { bus, services } = useRemote();
  const flow = useFollowFlow('accounts.entities');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<string>();

  useEffect(() => {
    const abort = new AbortController();
    void getFollows(services.api, true, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      setState(result.ok ? { status: 'ready', follows: result.data } : { status: 'failed' });
    });
    return () => abort.abort();
  }, [services.api, attempt]);

  const keyOf = (follow: Follow) => `${follow.context}/${follow.id}`;

  const togglePush = useCallback(
    async (follow: Follow, on: boolean) => {
      setPending(keyOf(follow));
      const result = await setPush(services.api, true, follow, on);
      setPending(undefined);
      if (!result.ok) {
        bus.publish('toast.show', 1, { status: 'error', message: t('favorites.errorfavoriting') });
        return;
      }
      setState({ status: 'ready', follows: result.data });
      bus.publish('toast.show', 1, {
        status: on ? 'success' : 'info',
        message: t(on ? 'accounts.entities.pushOn' : 'accounts.entities.pushOff', { name: follow.name }),
      });
    },
    [bus, services.api, t],
  );

  const unfollow = useCallback(
    async (follow: Follow) => {
      setPending(keyOf(follow));
      const follows = await flow.change({ id: follow.id, context: follow.context, name: follow.name }, false);
      setPending(undefined);
      if (follows) setState({ status: 'ready', follows });
    },
    [flow],
  );

  if (state.status === 'loading')
    return <Skeleton label={t('accounts.signedIn.loading')} height="8rem" lines={3} />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        action={
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('accounts.entities.retry')}
          </button>
        }
      >
        {t('accounts.entities.loadFailed')}
      </EmptyState>
    );
  }
  if (state.follows.length === 0) {
    return (
      <EmptyState action={<NavigateLink to="/favorites">{t('accounts.entities.browse')}</NavigateLink>}>
        {t('accounts.entities.empty')}
      </EmptyState>
    );
  }
  return (
    <>
      <p>{t('accounts.entities.lead')}</p>
      <ul css={listStyle}>
        {state.follows.map((follow) => {
          const busy = pending === keyOf(follow);
          return (
            <li key={keyOf(follow)}>
              <span className="name">{follow.name}</span>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  checked={follow.push_on === 1}
                  aria-disabled={busy || undefined}
                  onChange={(event) => !busy && void togglePush(follow, event.target.checked)}
                />
                {t('accounts.entities.push', { name: follow.name })}
              </label>
              <button
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => !busy && void unfollow(follow)}
              >
                {t('accounts.entities.unfollow', { name: follow.name })}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

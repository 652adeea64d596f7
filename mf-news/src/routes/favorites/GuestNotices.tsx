import { css } from '@emotion/react';
import { NavigateLink, palette } from 'shared-contracts/remote-kit';
import { SIGN_IN_PATH } from 'shared-contracts';
import { useT } from '../../i18n/messages';

const tipStyle = css`
  position: relative;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  color: ${palette.text};
  background: #eef4ff;
  border: 1px solid #b2ccff;
  border-radius: 8px;
  a {
    margin-left: 0.5rem;
    font-weight: 600;
  }
`;
const offerStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${palette.border};
  border-radius: 8px;
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 1rem;
    font: inherit;
    font-weight: 600;
    border: 2px solid ${palette.link};
    border-radius: 6px;
    cursor: pointer;
    color: ${palette.link};
    background: ${palette.surface};
  }
  button[data-primary] {
    color: #ffffff;
    background: ${palette.link};
  }
`;

/** Spec 6: "A tooltip asks guests to sign in to save favourites." */
export function SignInTip() {
  const t = useT();
  return (
    <p css={tipStyle} role="note">
      {t('favorites.signInTip')}
      <NavigateLink to={SIGN_IN_PATH}>{t('favorites.signIn')}</NavigateLink>
    </p>
  );
}

/**
 * Spec 4: "Guests are told favourites are unsaved and offered 'continue as guest' or 'register'"
 * (the answers come from the remote kit's follow flow).
 */
export function GuestOffer({ onContinue, onRegister }: { onContinue: () => void; onRegister: () => void }) {
  const t = useT();
  return (
    <div css={offerStyle} role="status">
      <p>{t('favorites.guestUnsaved')}</p>
      <button type="button" onClick={onContinue}>
        {t('favorites.continueGuest')}
      </button>
      <button type="button" data-primary onClick={onRegister}>
        {t('favorites.register')}
      </button>
    </div>
  );
}

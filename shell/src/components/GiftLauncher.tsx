/**
 * The header's rewards gift before the rewards widget has loaded (WIDGETS' `firstUse`): the
 * widget's own face (remote-kit gift.tsx) with an empty ring, rendered by the shell (on the server too) so
 * that the programme shows to every reader while its code stays off the first view. A tap loads
 * the widget, which opens its popup; the widget then takes the slot's place.
 */
import { GiftFace, giftButtonStyle } from 'shared-contracts/remote-kit';
import { useT } from '../i18n/catalogues';

export function GiftLauncher({ busy, onOpen }: { readonly busy: boolean; readonly onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      css={giftButtonStyle}
      aria-label={t('header.rewards')}
      aria-haspopup="dialog"
      aria-busy={busy}
      data-rewards-launcher=""
      onClick={onOpen}
    >
      <GiftFace percent={0} />
    </button>
  );
}

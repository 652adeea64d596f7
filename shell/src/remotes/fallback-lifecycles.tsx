/**
 * Lifecycles that stand in for a remote that could not be loaded: they render the translated
 * fallback into the remote's own slot, so the rest of the page keeps working.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { REMOTE_FALLBACK_TEXT } from 'shared-contracts/remote-kit';
import type { Locale, RemoteName, RemoteProps } from 'shared-contracts';

export function slotElement(name: RemoteName): HTMLElement | null {
  return document.getElementById(`slot-${name}`);
}

export function FallbackView({ locale, remote }: { locale: Locale; remote: string }) {
  const text = REMOTE_FALLBACK_TEXT[locale];
  return (
    <div role="alert" data-remote-fallback={remote} css={{ padding: '2rem 1rem', textAlign: 'center' }}>
      <p>{text.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {text.retry}
      </button>
    </div>
  );
}

export function fallbackLifecycles(name: RemoteName): LifeCycles<RemoteProps> {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const el = slotElement(name);
      if (!el) return;
      root = createRoot(el);
      root.render(<FallbackView locale={props.services.locale} remote={name} />);
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}

/** Renders the fallback into a slot whose remote crashed inside its own lifecycles. */
export function renderCrashFallback(name: RemoteName, locale: Locale): void {
  const el = slotElement(name);
  if (!el) return;
  el.replaceChildren();
  createRoot(el).render(<FallbackView locale={locale} remote={name} />);
}

/**
 * Lifecycles that stand in for a remote that could not be loaded: they render the translated
 * fallback into the remote's own slot, so the rest of the page keeps working.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import type { Locale, RemoteName, RemoteProps } from 'shared-contracts';
import { RemoteFallback } from '../components/RemoteFallback';

export function slotElement(name: RemoteName): HTMLElement | null {
  return document.getElementById(`slot-${name}`);
}

function FallbackView({ locale, remote, version }: { locale: Locale; remote: RemoteName; version: string }) {
  return (
    <RemoteFallback
      remote={remote}
      version={version}
      locale={locale}
      onRetry={() => window.location.reload()}
    />
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
      root.render(<FallbackView locale={props.services.locale} remote={name} version={props.version} />);
    },
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}

/** Renders the fallback into a slot whose remote crashed inside its own lifecycles. */
export function renderCrashFallback(name: RemoteName, version: string, locale: Locale): void {
  const el = slotElement(name);
  if (!el) return;
  el.replaceChildren();
  createRoot(el).render(<FallbackView locale={locale} remote={name} version={version} />);
}

/**
 * A shell slot for an always-present widget of a remote (rewards icon, registration sheet,
 * search). The widget is a single-spa parcel; if it cannot load or crashes, the slot shows a
 * compact fallback and the rest of the header keeps working. Widgets load after the page is
 * interactive (./widget-timing.ts); one in a closed panel (the search drop-down) loads when the
 * panel is first opened, so readers who never open it never download it; a widget that opens on
 * a bus event (WIDGETS' `opensOn`) loads on the first one and gets it in its props.
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { WIDGETS, type WidgetSlot as SlotName } from 'shared-contracts';
import { REMOTE_FALLBACK_TEXT } from 'shared-contracts/remote-kit';
import { usePlatform } from '../platform/context';
import { loadRemoteModule, versionOf } from './federation';
import { reportRemote } from './health-beacon';
import { afterPageIsInteractive, whenShown } from './widget-timing';

function isParcelConfig(value: unknown): value is ParcelConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.mount === 'function' && typeof v.unmount === 'function';
}

export function WidgetSlot({ slot }: { slot: SlotName }) {
  const { bus, services } = usePlatform();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const widget = WIDGETS.find((w) => w.slot === slot);
    if (!widget) return;
    let parcel: Parcel | undefined;
    let cancelled = false;
    const fail = (phase: 'load' | 'render', message: string) => {
      bus.publish('remote.failed', 1, {
        name: widget.remote,
        version: versionOf(widget.remote),
        slot,
        phase,
        message,
      });
      if (!cancelled) setFailed(true);
    };
    let started = false;
    const load = () => {
      if (started || cancelled) return;
      started = true;
      stopWaiting();
      void loadRemoteModule<unknown>(widget.remote, widget.module).then(mount);
    };
    // The event that asked for a widget loaded on request: handed to it as it mounts.
    let request: { source: string } | undefined;
    const mount = (config: unknown) => {
      if (cancelled || !ref.current) return;
      if (!isParcelConfig(config)) return fail('load', 'could not load');
      parcel = mountRootParcel(config, {
        domElement: ref.current,
        remote: widget.remote,
        version: versionOf(widget.remote),
        bus,
        services,
        ...(request ? { request } : {}),
      });
      parcel.mountPromise.then(
        () => reportRemote(widget.remote, versionOf(widget.remote), 'ok'),
        (error: unknown) => fail('render', error instanceof Error ? error.message : 'mount failed'),
      );
    };
    let stopWaiting: () => void;
    if ('opensOn' in widget) {
      const requests = bus.on(widget.opensOn, 1).subscribe((payload) => {
        request = payload;
        load();
      });
      stopWaiting = () => requests.unsubscribe();
    } else if (ref.current?.closest('[hidden]')) {
      stopWaiting = whenShown(ref.current, load);
    } else {
      stopWaiting = afterPageIsInteractive(load);
    }
    return () => {
      cancelled = true;
      stopWaiting();
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [slot, bus, services]);

  if (failed) {
    const text = REMOTE_FALLBACK_TEXT[services.locale];
    return (
      <span role="img" aria-label={text.message} title={text.message} data-widget-fallback={slot}>
        ⚠
      </span>
    );
  }
  return <div ref={ref} data-slot={slot} css={{ display: 'contents' }} />;
}

/**
 * A shell slot for an always-present widget of a remote (rewards icon, registration sheet,
 * search). The widget is a single-spa parcel; if it cannot load or crashes, the slot shows a
 * compact fallback and the rest of the header keeps working. When a widget loads
 * (shared-contracts WIDGETS):
 * - by default after the page is interactive (./widget-timing.ts); one in a closed panel (the
 *   search drop-down) when the panel is first opened, so readers who never open it never
 *   download it;
 * - `opensOn`: on the first such bus event, handed to it in its props;
 * - `firstUse` (the rewards gift): while the edge says a campaign runs, the slot shows the
 *   shell's launcher (GiftLauncher) and the widget loads on a tap on it, on the bus event named,
 *   or after the page is interactive for a reader already taking part (./rewards-hints.ts);
 *   it then takes the launcher's place. No campaign: nothing shows or loads.
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { hidesRewardIcon, WIDGETS, type RemoteProps, type WidgetSlot as SlotName } from 'shared-contracts';
import { REMOTE_FALLBACK_TEXT } from 'shared-contracts/remote-kit';
import { useLocation } from 'shared-contracts/router';
import { takesPartInRewards } from '../app/rewards-hints';
import { localStore } from '../platform/local-store';
import { GiftLauncher } from '../components/GiftLauncher';
import { usePlatform } from '../platform/context';
import { loadRemoteModule, versionOf } from './federation';
import { reportRemote } from './health-beacon';
import { afterPageIsInteractive, whenShown } from './widget-timing';

type Request = NonNullable<RemoteProps['request']>;
type Widget = (typeof WIDGETS)[number];

function isParcelConfig(value: unknown): value is ParcelConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.mount === 'function' && typeof v.unmount === 'function';
}

const loadsOnFirstUse = (widget: Widget | undefined): widget is Extract<Widget, { firstUse: string }> =>
  widget !== undefined && 'firstUse' in widget;

export function WidgetSlot({ slot }: { slot: SlotName }) {
  const { bus, services, rewardsCampaign } = usePlatform();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [launching, setLaunching] = useState(false);
  // The launcher's tap, while the widget is not loading yet.
  const launch = useRef<(() => void) | undefined>(undefined);
  const widget = WIDGETS.find((w) => w.slot === slot);
  // Without the edge's word on a campaign, a first-use widget loads as the others do.
  const firstUse = loadsOnFirstUse(widget) && rewardsCampaign !== undefined;

  useEffect(() => {
    if (!widget) return;
    if (firstUse && !rewardsCampaign) return;
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
    // The request that loaded the widget, handed to it as it mounts.
    let request: Request | undefined;
    const load = (asked?: Request) => {
      if (started || cancelled) return;
      started = true;
      request = asked;
      stopWaiting();
      if (firstUse) setLaunching(true);
      void loadRemoteModule<unknown>(widget.remote, widget.module).then(mount, () =>
        fail('load', 'could not load'),
      );
    };
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
        () => {
          reportRemote(widget.remote, versionOf(widget.remote), 'ok');
          if (!cancelled) setMounted(true);
        },
        (error: unknown) => fail('render', error instanceof Error ? error.message : 'mount failed'),
      );
    };
    let stopWaiting: () => void;
    if ('opensOn' in widget) {
      const requests = bus.on(widget.opensOn, 1).subscribe((payload) => load(payload));
      stopWaiting = () => requests.unsubscribe();
    } else if (firstUse && loadsOnFirstUse(widget)) {
      const uses = bus
        .on(widget.firstUse, 1)
        .subscribe((payload) => load({ ...payload, source: widget.firstUse }));
      const taking = takesPartInRewards(window.location.search, localStore())
        ? afterPageIsInteractive(() => load())
        : () => undefined;
      launch.current = () => load({ source: 'launcher' });
      stopWaiting = () => {
        uses.unsubscribe();
        taking();
        launch.current = undefined;
      };
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
  }, [slot, widget, firstUse, rewardsCampaign, bus, services]);

  if (failed) {
    const text = REMOTE_FALLBACK_TEXT[services.locale];
    return (
      <span role="img" aria-label={text.message} title={text.message} data-widget-fallback={slot}>
        ⚠
      </span>
    );
  }
  const showLauncher = firstUse && rewardsCampaign && !mounted && !hidesRewardIcon(pathname);
  return (
    <>
      {showLauncher && <GiftLauncher busy={launching} onOpen={() => launch.current?.()} />}
      <div ref={ref} data-slot={slot} css={{ display: 'contents' }} />
    </>
  );
}

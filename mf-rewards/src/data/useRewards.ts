/**
 * The rewards widget's state (spec 3 "Rewards state", 4 "Rewards"): where the reader stands as the
 * server says (GET tagger/pre_reward), asked again after each read the server counted
 * ('article.read', sent by the page once its read beacon was recorded) and after each share, which the widget hands to the server (POST tagger/share) when the campaign counts shares;
 * the popup's submission (GET tagger/reward?token) with its 'too long' offer; the stored hints.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE, trackingFromSearch, type RewardStatus, type Tracking } from 'shared-contracts';
import { useRemote } from 'shared-contracts/remote-kit';
import { addRead, COUNTED_READ_DELAY_MS, TOO_LONG_MS } from './programme';
import { REWARDS_CHECKS } from './rewards.generated';
import { readStored, removeStored, writeStored } from './storage';

export type SubmitPhase = 'idle' | 'submitting' | 'success' | 'failed';
export type CampaignNotice = 'ended' | 'limit' | null;

export interface Rewards {
  readonly status: RewardStatus | undefined;
  readonly phase: SubmitPhase;
  /** The submission has taken longer than 10 s. */
  readonly tooLong: boolean;
  /** Why the campaign refuses a claim now. */
  readonly notice: CampaignNotice;
  readonly submit: () => void;
  /** Forgets the submission (popup closed). */
  readonly dismiss: () => void;
}

interface ProgramHints {
  readonly tracking: Tracking;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function storedTracking(now: number): Tracking {
  const stored = readStored(STORAGE.rewards, now);
  if (!isRecord(stored) || !isRecord(stored.tracking)) return {};
  return trackingFromSearch(new URLSearchParams(stringEntries(stored.tracking)));
}

const stringEntries = (record: Record<string, unknown>): [string, string][] =>
  Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

function storedIds(now: number): string[] {
  const stored = readStored(STORAGE.rewardsDoneArticles, now);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function useRewards(): Rewards {
  const { bus, services, request } = useRemote();
  const { api } = services;
  const [status, setStatus] = useState<RewardStatus>();
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [tooLong, setTooLong] = useState(false);
  const [notice, setNotice] = useState<CampaignNotice>(null);
  const tracking = useRef<Tracking>({});
  const alive = useRef(true);
  const latest = useRef<RewardStatus | undefined>(undefined);
  useEffect(() => {
    latest.current = status;
  }, [status]);

  const refresh = useCallback(async () => {
    const answer = await api.request('v3/tagger/pre_reward', {
      query: { info: 'article_1', ...tracking.current },
      check: REWARDS_CHECKS.RewardStatus,
    });
    if (!alive.current || !answer.ok) return;
    setStatus(answer.data);
    const state = answer.data.campaign?.state;
    setNotice(state === 'ended' || state === 'limit' ? state : null);
  }, [api]);

  useEffect(() => {
    alive.current = true;
    const now = Date.now();
    // The landing's tracking (spec 2), kept for the programme's 12 h.
    const landing = trackingFromSearch(window.location.search);
    tracking.current = { ...storedTracking(now), ...landing };
    if (Object.keys(landing).length > 0) {
      const hints: ProgramHints = { tracking: tracking.current };
      writeStored(STORAGE.rewards, hints, now);
    }
    void refresh();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onRead = ({ id }: { id: string }) => {
      const seen = storedIds(Date.now());
      const { ids, added } = addRead(seen, id, { articles: 1, shares: 0, registration: 0 });
      if (added) writeStored(STORAGE.rewardsDoneArticles, ids, Date.now());
      const timer = setTimeout(() => {
        timers.delete(timer);
        void refresh();
      }, COUNTED_READ_DELAY_MS);
      timers.add(timer);
    };
    // Spec 5: a share counts only when the campaign asks for shares; the server counts it (once
    // per item) for the reader, then the widget shows the server's numbers again.
    const onShared = ({ id, kind, channel }: { id: string; kind: 'news' | 'video'; channel: string }) => {
      const current = latest.current;
      if (!current?.campaign || current.conditions.shares === 0) return;
      void api
        .request('v3/tagger/share', {
          method: 'POST',
          body: { id, kind, channel, campaign: current.campaign.id },
          check: REWARDS_CHECKS.RewardShareResponse,
        })
        .then((answer) => (answer.ok && answer.data.status === 'recorded' ? refresh() : undefined));
    };
    // Loaded by a counted read (WIDGETS' `firstUse`): that read counts as the ones heard later do.
    if (request?.source === 'article.read' && request.id) onRead({ id: request.id });
    const read = bus.on('article.read', 1).subscribe(onRead);
    const shared = bus.on('article.shared', 1).subscribe(onShared);
    return () => {
      alive.current = false;
      read.unsubscribe();
      shared.unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [api, bus, refresh, request]);

  const submitting = useRef(false);
  const submit = useCallback(() => {
    const token = status?.token;
    const campaign = status?.campaign?.id;
    if (!token || !campaign || submitting.current) return;
    submitting.current = true;
    setPhase('submitting');
    setTooLong(false);
    const slow = setTimeout(() => alive.current && setTooLong(true), TOO_LONG_MS);
    void api
      // No silent retry: a claim that fails shows the red retry button (spec 4), and the reader
      // decides; the one that succeeds is shown even after a 'too long' closed the popup.
      .request('v3/tagger/reward', {
        query: { token, campaign },
        check: REWARDS_CHECKS.RewardClaimResponse,
        retries: 0,
      })
      .then(async (answer) => {
        clearTimeout(slow);
        submitting.current = false;
        if (!alive.current) return;
        setTooLong(false);
        if (answer.ok) {
          // Spec 4: after a submission, completion is cleared and the stored progress with it.
          removeStored(STORAGE.rewards);
          removeStored(STORAGE.rewardsDoneArticles);
          setPhase('success');
          setStatus((current) => (current ? { ...current, granted: true } : current));
          return;
        }
        if (answer.code === 'CAMPAIGN_ENDED' || answer.code === 'REWARD_DAILY_LIMIT') {
          setNotice(answer.code === 'CAMPAIGN_ENDED' ? 'ended' : 'limit');
          setPhase('idle');
          await refresh();
          return;
        }
        setPhase('failed');
      });
  }, [api, refresh, status]);

  const dismiss = useCallback(() => {
    setPhase((current) => (current === 'submitting' ? current : 'idle'));
    setTooLong(false);
  }, []);

  return { status, phase, tooLong, notice, submit, dismiss };
}

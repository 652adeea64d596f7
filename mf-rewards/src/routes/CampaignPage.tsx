/**
 * /jej: the health-themed coupon campaign (spec 1, 3 "Reward/campaign form", 5, 8): a full name
 * and an e-mail, checked as the server checks them, then registered once per e-mail and per
 * reader; the campaign may have ended or hit its daily or prize limit, and says so. The server
 * renders the campaign's state and the form for every reader alike; whether this reader already
 * registered is asked once the page runs. The form works before and without scripts: it posts to
 * /jej, which the edge answers with this page and the form's echo (what was typed, the refusal).
 */
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { checkCouponForm, type CouponFieldError, type CouponState } from 'shared-contracts';
import {
  EmptyState,
  PageFrame,
  palette,
  TextField,
  useFormEcho,
  useFormField,
  useLoad,
  useRemote,
} from 'shared-contracts/remote-kit';
import { useT, type MessageId } from '../i18n/messages';
import { REWARDS_CHECKS } from '../data/rewards.generated';

const formStyle = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 28rem;
`;
const errorStyle = css`
  margin: 0;
  color: ${palette.error};
`;
const submitStyle = css`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 1.25rem;
  font: inherit;
  font-weight: 600;
  color: #ffffff;
  background: ${palette.link};
  border: 0;
  border-radius: 6px;
  cursor: pointer;
`;

type Notice = CouponState | 'registered' | 'failed' | 'none';
type FieldErrors = { fullName?: MessageId; email?: MessageId };

const FIELD_MESSAGES: Record<CouponFieldError, MessageId> = {
  required: 'coupon.required',
  invalidName: 'coupon.invalidName',
  invalidEmail: 'coupon.invalidEmail',
};

const NOTICES: Record<Exclude<Notice, 'running'>, MessageId> = {
  registered: 'coupon.registered',
  ended: 'rewards.ended',
  limit: 'rewards.limit',
  prize_limit: 'coupon.prizeLimit',
  failed: 'coupon.failed',
  none: 'coupon.none',
};

/** The server's refusals of a registration, as the field or notice they concern. */
function refusalOf(code: string): { field?: FieldErrors; notice?: Notice } {
  switch (code) {
    case 'REQUIRED_FIELD':
      return { field: { fullName: 'coupon.required' } };
    case 'INVALID_NAME':
      return { field: { fullName: 'coupon.invalidName' } };
    case 'INVALID_EMAIL':
      return { field: { email: 'coupon.invalidEmail' } };
    case 'EMAIL_ALREADY_REGISTERED':
      return { field: { email: 'coupon.emailTaken' } };
    case 'ALREADY_REGISTERED':
      return { field: { fullName: 'coupon.alreadyRegistered' } };
    case 'CAMPAIGN_ENDED':
      return { notice: 'ended' };
    case 'REWARD_DAILY_LIMIT':
      return { notice: 'limit' };
    case 'COUPON_PRIZE_LIMIT':
      return { notice: 'prize_limit' };
    default:
      return { notice: 'failed' };
  }
}

const FORM = 'coupon';

/** What the page starts with when it answers the form's post (form-echo.tsx). */
function answered(outcome: string | undefined, code: string | undefined) {
  if (outcome === 'registered') return { notice: 'registered' as const };
  return code ? refusalOf(code) : undefined;
}

export function CampaignPage() {
  const t = useT();
  const { services } = useRemote();
  const { api } = services;
  const echo = useFormEcho(FORM);
  const [start] = useState(() => answered(echo?.outcome, echo?.code));
  // The campaign as every reader sees it (server-rendered), then this reader's registration.
  const load = useCallback(
    (signal: AbortSignal) => api.request('v3/tagger/coupon', { check: REWARDS_CHECKS.CouponStatus, signal }),
    [api],
  );
  const campaign = useLoad('coupon', load);
  const [notice, setNotice] = useState<Notice | undefined>(
    start?.notice === 'failed' ? undefined : start?.notice,
  );
  const [errors, setErrors] = useState<FieldErrors>(start?.field ?? {});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(start?.notice === 'failed');
  const [fullName, setFullName] = useFormField(FORM, 'full_name');
  const [email, setEmail] = useFormField(FORM, 'email');
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const running = campaign.status === 'ready' && campaign.data.campaign?.state === 'running';
  // The server rendered for no reader in particular: this one may have registered already.
  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    void load(controller.signal).then((answer) => {
      if (!controller.signal.aborted && answer.ok && answer.data.registered) setNotice('registered');
    });
    return () => controller.abort();
  }, [running, load]);

  const state: Notice | 'loading' =
    notice ??
    (campaign.status === 'loading'
      ? 'loading'
      : campaign.status === 'failed'
        ? 'failed'
        : !campaign.data.campaign
          ? 'none'
          : campaign.data.registered
            ? 'registered'
            : campaign.data.campaign.state);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (found.fullName) nameInput.current?.focus();
    else if (found.email) emailInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkCouponForm(fullName, email);
    const found: FieldErrors = {
      ...(checked.fullName ? { fullName: FIELD_MESSAGES[checked.fullName] } : {}),
      ...(checked.email ? { email: FIELD_MESSAGES[checked.email] } : {}),
    };
    setFailed(false);
    if (found.fullName || found.email) return showErrors(found);
    setErrors({});
    setSending(true);
    const answer = await api.request('v3/tagger/coupon', {
      method: 'POST',
      body: { full_name: fullName, email },
      check: REWARDS_CHECKS.CouponRegistered,
    });
    setSending(false);
    if (answer.ok) return setNotice('registered');
    const refusal = refusalOf(answer.code);
    if (refusal.field) return showErrors(refusal.field);
    if (refusal.notice === 'failed') return setFailed(true);
    if (refusal.notice) setNotice(refusal.notice);
  };

  return (
    <PageFrame title={t('coupon.title')} busy={state === 'loading'}>
      {state === 'loading' ? (
        <p>{t('coupon.loading')}</p>
      ) : state !== 'running' ? (
        <EmptyState>
          <span role="status">{t(NOTICES[state])}</span>
        </EmptyState>
      ) : (
        <>
          <p>{t('coupon.lead')}</p>
          <form
            name={FORM}
            method="post"
            css={formStyle}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
          >
            <TextField
              label={t('coupon.name')}
              ref={nameInput}
              name="full_name"
              autoComplete="name"
              required
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
              error={errors.fullName && t(errors.fullName)}
            />
            <TextField
              label={t('coupon.email')}
              ref={emailInput}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email && t(errors.email)}
            />
            {failed && (
              <p role="alert" css={errorStyle}>
                {t('coupon.failed')}
              </p>
            )}
            <button type="submit" css={submitStyle} aria-disabled={sending || undefined}>
              {sending ? t('coupon.sending') : t('coupon.submit')}
            </button>
          </form>
        </>
      )}
    </PageFrame>
  );
}

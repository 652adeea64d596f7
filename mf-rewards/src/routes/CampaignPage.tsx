/**
 * /jej: the health-themed coupon campaign (spec 1, 3 "Reward/campaign form", 5, 8): a full name
 * and an e-mail, checked as the server checks them, then registered once per e-mail and per
 * reader; the campaign may have ended or hit its daily or prize limit, and says so.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkCouponForm, type CouponFieldError, type CouponState } from 'shared-contracts';
import { EmptyState, PageFrame, palette, useRemote } from 'shared-contracts/remote-kit';
import { useT, type MessageId } from '../i18n/messages';
import { REWARDS_CHECKS } from '../data/rewards.generated';

const formStyle = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 28rem;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    border: 1px solid ${palette.muted};
    border-radius: 6px;
  }
  input[aria-invalid='true'] {
    border-color: #b42318;
  }
`;
const errorStyle = css`
  margin: 0;
  color: #b42318;
  font-weight: 400;
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

export function CampaignPage() {
  const t = useT();
  const { services } = useRemote();
  const { api } = services;
  const [state, setState] = useState<Notice | 'loading'>('loading');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const emailId = useId();
  const nameError = useId();
  const emailError = useId();

  useEffect(() => {
    let alive = true;
    void api.request('v3/tagger/coupon', { check: REWARDS_CHECKS.CouponStatus }).then((answer) => {
      if (!alive) return;
      if (!answer.ok) setState('failed');
      else if (!answer.data.campaign) setState('none');
      else setState(answer.data.registered ? 'registered' : answer.data.campaign.state);
    });
    return () => {
      alive = false;
    };
  }, [api]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (found.fullName) nameInput.current?.focus();
    else if (found.email) emailInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fullName = String(data.get('full_name') ?? '');
    const email = String(data.get('email') ?? '');
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
    if (answer.ok) return setState('registered');
    const refusal = refusalOf(answer.code);
    if (refusal.field) return showErrors(refusal.field);
    if (refusal.notice === 'failed') return setFailed(true);
    if (refusal.notice) setState(refusal.notice);
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
          <form css={formStyle} noValidate onSubmit={(event) => void onSubmit(event)}>
            <div>
              <label htmlFor={nameId}>{t('coupon.name')}</label>
              <input
                id={nameId}
                ref={nameInput}
                name="full_name"
                autoComplete="name"
                required
                aria-invalid={errors.fullName ? true : undefined}
                aria-describedby={errors.fullName ? nameError : undefined}
              />
              {errors.fullName && (
                <p id={nameError} css={errorStyle}>
                  {t(errors.fullName)}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={emailId}>{t('coupon.email')}</label>
              <input
                id={emailId}
                ref={emailInput}
                name="email"
                type="email"
                autoComplete="email"
                required
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? emailError : undefined}
              />
              {errors.email && (
                <p id={emailError} css={errorStyle}>
                  {t(errors.email)}
                </p>
              )}
            </div>
            {failed && (
              <p role="alert" css={errorStyle}>
                {t('coupon.failed')}
              </p>
            )}
            <button type="submit" css={submitStyle} disabled={sending}>
              {sending ? t('coupon.sending') : t('coupon.submit')}
            </button>
          </form>
        </>
      )}
    </PageFrame>
  );
}

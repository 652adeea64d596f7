// Generated from ./rewards.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck, type CheckedSchema } from 'shared-contracts';
import type { SCHEMAS } from './rewards.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

const s0: CheckedSchema = {
  type: 'object',
  required: ['number', 'ids'],
  properties: { number: { type: 'integer' }, ids: { type: 'array', items: { type: 'string' } } },
};

export const REWARDS_CHECKS = {
  RewardStatus: createCheck<Of<'RewardStatus'>>({
    type: 'object',
    required: [
      'campaign',
      'conditions',
      'done',
      'total',
      'progress',
      'percent',
      'completed',
      'granted',
      'token',
    ],
    properties: {
      campaign: {
        anyOf: [
          {
            type: 'object',
            required: ['id', 'name', 'state', 'bonus_mb', 'store'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              state: {
                anyOf: [
                  { const: 'running', type: 'string' },
                  { const: 'limit', type: 'string' },
                  { const: 'ended', type: 'string' },
                ],
              },
              bonus_mb: { type: 'integer' },
              store: {
                anyOf: [
                  {
                    type: 'object',
                    required: ['ios', 'android'],
                    properties: { ios: { type: 'string' }, android: { type: 'string' } },
                  },
                  { type: 'null' },
                ],
              },
            },
          },
          { type: 'null' },
        ],
      },
      conditions: {
        type: 'object',
        required: ['articles', 'shares', 'registration'],
        properties: {
          articles: { minimum: 0, type: 'integer' },
          shares: { minimum: 0, type: 'integer' },
          registration: { minimum: 0, type: 'integer' },
        },
      },
      done: {
        type: 'object',
        required: ['articles', 'shares', 'registration'],
        properties: { articles: s0, shares: s0, registration: { type: 'integer' } },
      },
      total: { type: 'integer' },
      progress: { type: 'number' },
      percent: { minimum: 0, maximum: 100, type: 'integer' },
      completed: { type: 'boolean' },
      granted: { type: 'boolean' },
      token: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
  }),
  RewardClaimResponse: createCheck<Of<'RewardClaimResponse'>>({
    type: 'object',
    required: ['status', 'replay', 'grant'],
    properties: {
      status: { const: 'granted', type: 'string' },
      replay: { type: 'boolean' },
      grant: {
        type: 'object',
        required: [
          'id',
          'campaign_id',
          'bonus_mb',
          'idempotency_key',
          'delivery',
          'granted_at',
          'clickid',
          'aff_click_id',
          'utm_campaign',
        ],
        properties: {
          id: { type: 'integer' },
          campaign_id: { type: 'string' },
          bonus_mb: { type: 'integer' },
          idempotency_key: { type: 'string' },
          delivery: {
            anyOf: [
              { const: 'local', type: 'string' },
              { const: 'webhook', type: 'string' },
            ],
          },
          granted_at: { type: 'string' },
          clickid: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          aff_click_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          utm_campaign: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
      },
    },
  }),
  RewardShareResponse: createCheck<Of<'RewardShareResponse'>>({
    type: 'object',
    required: ['status'],
    properties: {
      status: {
        anyOf: [
          { const: 'recorded', type: 'string' },
          { const: 'ignored', type: 'string' },
        ],
      },
    },
  }),
  StoredEntry: createCheck<Of<'StoredEntry'>>({
    type: 'object',
    required: ['value', 'expiry'],
    properties: { value: {}, expiry: { type: 'number' } },
  }),
  CouponStatus: createCheck<Of<'CouponStatus'>>({
    type: 'object',
    required: ['campaign', 'registered'],
    properties: {
      campaign: {
        anyOf: [
          {
            type: 'object',
            required: ['id', 'state'],
            properties: {
              id: { type: 'string' },
              state: {
                anyOf: [
                  { const: 'running', type: 'string' },
                  { const: 'limit', type: 'string' },
                  { const: 'prize_limit', type: 'string' },
                  { const: 'ended', type: 'string' },
                ],
              },
            },
          },
          { type: 'null' },
        ],
      },
      registered: { type: 'boolean' },
    },
  }),
  CouponRegistered: createCheck<Of<'CouponRegistered'>>({
    type: 'object',
    required: ['status'],
    properties: { status: { const: 'registered', type: 'string' } },
  }),
} as const;

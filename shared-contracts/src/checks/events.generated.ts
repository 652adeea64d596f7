// Generated from ./events.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck, type CheckedSchema } from 'shared-contracts/core';
import type { SCHEMAS } from './events.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

const s0: CheckedSchema = {
  type: 'object',
  required: ['id', 'context', 'name'],
  properties: {
    id: { minLength: 1, type: 'string' },
    context: { minLength: 1, type: 'string' },
    name: { type: 'string' },
  },
};

export const EVENT_CHECKS = {
  'article.opened@1': createCheck<Of<'article.opened@1'>>({
    type: 'object',
    required: ['id', 'kind', 'title'],
    properties: {
      id: { minLength: 1, type: 'string' },
      kind: {
        anyOf: [
          { const: 'news', type: 'string' },
          { const: 'video', type: 'string' },
        ],
      },
      title: { type: 'string' },
    },
  }),
  'article.read@1': createCheck<Of<'article.read@1'>>({
    type: 'object',
    required: ['id', 'kind'],
    properties: {
      id: { minLength: 1, type: 'string' },
      kind: {
        anyOf: [
          { const: 'news', type: 'string' },
          { const: 'video', type: 'string' },
        ],
      },
    },
  }),
  'article.shared@1': createCheck<Of<'article.shared@1'>>({
    type: 'object',
    required: ['id', 'kind', 'channel'],
    properties: {
      id: { minLength: 1, type: 'string' },
      kind: {
        anyOf: [
          { const: 'news', type: 'string' },
          { const: 'video', type: 'string' },
        ],
      },
      channel: { type: 'string' },
    },
  }),
  'article.savedForLater@1': createCheck<Of<'article.savedForLater@1'>>({
    type: 'object',
    required: ['id'],
    properties: { id: { minLength: 1, type: 'string' } },
  }),
  'profile.followed@1': createCheck<Of<'profile.followed@1'>>(s0),
  'profile.unfollowed@1': createCheck<Of<'profile.unfollowed@1'>>(s0),
  'search.performed@1': createCheck<Of<'search.performed@1'>>({
    type: 'object',
    required: ['query', 'type', 'sort'],
    properties: { query: { type: 'string' }, type: { type: 'string' }, sort: { type: 'string' } },
  }),
  'search.dismissed@1': createCheck<Of<'search.dismissed@1'>>({ type: 'object', properties: {} }),
  'accounts.registerRequested@1': createCheck<Of<'accounts.registerRequested@1'>>({
    type: 'object',
    required: ['source'],
    properties: { source: { type: 'string' } },
  }),
  'session.changed@1': createCheck<Of<'session.changed@1'>>({
    type: 'object',
    required: ['signedIn'],
    properties: { signedIn: { type: 'boolean' }, email: { type: 'string' } },
  }),
  'session.refreshRequested@1': createCheck<Of<'session.refreshRequested@1'>>({
    type: 'object',
    properties: {},
  }),
  'session.signOutRequested@1': createCheck<Of<'session.signOutRequested@1'>>({
    type: 'object',
    required: ['reason'],
    properties: {
      reason: {
        anyOf: [
          { const: 'reader', type: 'string' },
          { const: 'everywhere', type: 'string' },
          { const: 'deleted', type: 'string' },
          { const: 'expired', type: 'string' },
        ],
      },
    },
  }),
  'toast.show@1': createCheck<Of<'toast.show@1'>>({
    type: 'object',
    required: ['message', 'status'],
    properties: {
      message: { minLength: 1, type: 'string' },
      body: { type: 'string' },
      status: {
        anyOf: [
          { const: 'error', type: 'string' },
          { const: 'info', type: 'string' },
          { const: 'success', type: 'string' },
        ],
      },
      newAppInstalled: { type: 'boolean' },
    },
  }),
  'external.open@1': createCheck<Of<'external.open@1'>>({
    type: 'object',
    required: ['url', 'fromBody'],
    properties: { url: { minLength: 1, type: 'string' }, fromBody: { type: 'boolean' } },
  }),
  'remote.failed@1': createCheck<Of<'remote.failed@1'>>({
    type: 'object',
    required: ['name', 'version', 'slot', 'phase', 'message'],
    properties: {
      name: { type: 'string' },
      version: { type: 'string' },
      slot: { type: 'string' },
      phase: {
        anyOf: [
          { const: 'load', type: 'string' },
          { const: 'render', type: 'string' },
        ],
      },
      message: { type: 'string' },
    },
  }),
  'consent.changed@1': createCheck<Of<'consent.changed@1'>>({
    type: 'object',
    required: ['decided', 'measurement', 'ads', 'push', 'policyVersion', 'decidedAt'],
    properties: {
      decided: { type: 'boolean' },
      measurement: { type: 'boolean' },
      ads: { type: 'boolean' },
      push: { type: 'boolean' },
      policyVersion: { minimum: 0, type: 'integer' },
      decidedAt: { minimum: 0, type: 'integer' },
    },
  }),
  'push.tokenRequested@1': createCheck<Of<'push.tokenRequested@1'>>({
    type: 'object',
    required: ['source'],
    properties: { source: { type: 'string' } },
  }),
  'push.tokenChanged@1': createCheck<Of<'push.tokenChanged@1'>>({
    type: 'object',
    required: ['status'],
    properties: {
      status: {
        anyOf: [
          { const: 'granted', type: 'string' },
          { const: 'blocked', type: 'string' },
          { const: 'dismissed', type: 'string' },
          { const: 'consent', type: 'string' },
          { const: 'unavailable', type: 'string' },
        ],
      },
      token: { type: 'string' },
    },
  }),
  'locale.changed@1': createCheck<Of<'locale.changed@1'>>({
    type: 'object',
    required: ['locale'],
    properties: {
      locale: {
        anyOf: [
          { const: 'pt', type: 'string' },
          { const: 'en', type: 'string' },
          { const: 'es', type: 'string' },
        ],
      },
    },
  }),
} as const;

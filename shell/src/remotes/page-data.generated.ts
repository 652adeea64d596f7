// Generated from ./page-data.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck } from 'shared-contracts';
import type { SCHEMAS } from './page-data.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

export const PAGE_DATA_CHECKS = {
  PageData: createCheck<Of<'PageData'>>({
    type: 'object',
    required: ['shellVersion', 'registry'],
    properties: {
      shellVersion: { type: 'string' },
      registry: {
        type: 'object',
        required: ['remotes'],
        properties: {
          remotes: {
            type: 'object',
            patternProperties: {
              '^(.*)$': {
                type: 'object',
                required: ['version', 'entry'],
                properties: {
                  version: { minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z._+-]+$', type: 'string' },
                  entry: { minLength: 1, type: 'string' },
                },
              },
            },
          },
        },
      },
      missing: { type: 'boolean' },
      rendered: { type: 'object', patternProperties: { '^(.*)$': { type: 'string' } } },
      layout: { type: 'boolean' },
      config: {},
      topics: {
        type: 'array',
        items: {
          type: 'object',
          required: ['key', 'name', 'href'],
          properties: {
            key: { type: 'string' },
            name: { type: 'string' },
            href: { type: 'string' },
            type: { type: 'string' },
          },
        },
      },
      rewardsCampaign: { type: 'boolean' },
      saveData: { type: 'boolean' },
      healthSample: { minimum: 0, maximum: 1, type: 'number' },
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

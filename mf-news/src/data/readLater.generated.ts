// Generated from ./readLater.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck } from 'shared-contracts';
import type { SCHEMAS } from './readLater.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

export const READ_LATER_CHECKS = {
  Stored: createCheck<Of<'Stored'>>({
    type: 'object',
    required: ['value', 'expiry'],
    properties: {
      value: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'context', 'name', 'href', 'publisher', 'savedAt'],
          properties: {
            id: { minLength: 1, maxLength: 128, type: 'string' },
            context: {
              anyOf: [
                { const: 'news_stories', type: 'string' },
                { const: 'videos', type: 'string' },
              ],
            },
            name: { minLength: 1, maxLength: 1000, type: 'string' },
            href: { pattern: '^/(?!/)', type: 'string' },
            publisher: { maxLength: 200, type: 'string' },
            savedAt: { type: 'number' },
          },
        },
      },
      expiry: { type: 'number' },
    },
  }),
} as const;

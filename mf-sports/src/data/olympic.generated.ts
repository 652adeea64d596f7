// Generated from ./olympic.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck } from 'shared-contracts';
import type { SCHEMAS } from './olympic.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

export const OLYMPIC_CHECKS = {
  OlympicResults: createCheck<Of<'OlympicResults'>>({
    type: 'object',
    required: ['page', 'per', 'total', 'endlist', 'results'],
    properties: {
      page: { type: 'integer' },
      per: { type: 'integer' },
      total: { type: 'integer' },
      endlist: { type: 'boolean' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'date', 'sport', 'competition', 'position', 'country', 'participant', 'result'],
          properties: {
            id: { type: 'string' },
            date: { type: 'string' },
            sport: { type: 'string' },
            competition: { type: 'string' },
            position: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            country: {
              type: 'object',
              required: ['code', 'name'],
              properties: { code: { type: 'string' }, name: { type: 'string' } },
            },
            participant: { type: 'string' },
            result: { type: 'string' },
          },
        },
      },
    },
  }),
} as const;

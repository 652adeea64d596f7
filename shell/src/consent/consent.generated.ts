// Generated from ./consent.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck } from 'shared-contracts';
import type { SCHEMAS } from './consent.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

export const CONSENT_CHECKS = {
  ConsentResponse: createCheck<Of<'ConsentResponse'>>({
    type: 'object',
    required: ['consent'],
    properties: {
      consent: {
        anyOf: [
          {
            type: 'object',
            required: ['choices', 'policyVersion', 'decidedAt'],
            properties: {
              choices: {
                type: 'object',
                required: ['measurement', 'ads', 'push'],
                properties: {
                  measurement: { type: 'boolean' },
                  ads: { type: 'boolean' },
                  push: { type: 'boolean' },
                },
              },
              policyVersion: { minimum: 0, type: 'integer' },
              decidedAt: { minimum: 0, type: 'integer' },
            },
          },
          { type: 'null' },
        ],
      },
    },
  }),
} as const;

// Generated from ./ads.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck } from 'shared-contracts';
import type { SCHEMAS } from './ads.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

export const ADS_CHECKS = {
  AdUnitResponse: createCheck<Of<'AdUnitResponse'>>({
    type: 'object',
    required: ['ads'],
    properties: {
      ads: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'slot', 'width', 'height', 'image', 'alt', 'click', 'external', 'ad_tags'],
          properties: {
            id: { type: 'string' },
            slot: {
              anyOf: [
                { const: 'top', type: 'string' },
                { const: 'middle', type: 'string' },
              ],
            },
            width: { minimum: 1, type: 'integer' },
            height: { minimum: 1, type: 'integer' },
            image: { type: 'string' },
            alt: { type: 'string' },
            click: { type: 'string' },
            external: { type: 'boolean' },
            ad_tags: {
              minItems: 2,
              maxItems: 2,
              type: 'array',
              items: {
                anyOf: [
                  {
                    type: 'object',
                    required: ['url', 'advertiser', 'campaign_id', 'campaign_name'],
                    properties: {
                      url: { type: 'string' },
                      advertiser: { type: 'string' },
                      campaign_id: { type: 'string' },
                      campaign_name: { type: 'string' },
                    },
                  },
                  {
                    type: 'object',
                    required: ['running'],
                    properties: {
                      running: {
                        anyOf: [
                          { const: 'enable', type: 'string' },
                          { const: 'disable', type: 'string' },
                        ],
                      },
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
  }),
} as const;

// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['status', 'results'],
  properties: {
    status: { const: 'ok', type: 'string' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'context',
          'name',
          'api',
          'type',
          'followed',
          'device_token',
          'push_on',
          'menu',
          'profile',
        ],
        properties: {
          id: { type: 'string' },
          context: {
            anyOf: [
              { const: 'entities', type: 'string' },
              { const: 'leagues', type: 'string' },
              { const: 'teams', type: 'string' },
            ],
          },
          name: { type: 'string' },
          api: { type: 'string' },
          type: { const: 'profile', type: 'string' },
          followed: { const: true, type: 'boolean' },
          device_token: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          push_on: {
            anyOf: [
              { const: 0, type: 'number' },
              { const: 1, type: 'number' },
            ],
          },
          menu: { type: 'boolean' },
          profile: {
            type: 'object',
            required: [
              'id',
              'name',
              'context',
              'short_name',
              'location',
              'has_standings',
              'common_name',
              'photo',
            ],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              context: {
                anyOf: [
                  { const: 'entities', type: 'string' },
                  { const: 'leagues', type: 'string' },
                  { const: 'teams', type: 'string' },
                ],
              },
              short_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              location: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              has_standings: { type: 'boolean' },
              common_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              photo: {
                type: 'object',
                required: ['small'],
                properties: { small: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
              },
            },
          },
        },
      },
    },
  },
};

// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

const s0: CheckedSchema = {
  type: 'object',
  required: ['id', 'name', 'season'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, season: { type: 'string' } },
};

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['league', 'season', 'seasons', 'days', 'rounds'],
  properties: {
    league: {
      type: 'object',
      required: ['id', 'name', 'context', 'short_name', 'location', 'has_standings', 'common_name', 'photo'],
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
    season: s0,
    seasons: { type: 'array', items: s0 },
    days: {
      type: 'array',
      items: {
        type: 'object',
        required: ['date', 'events'],
        properties: { date: { type: 'string' }, events: { type: 'integer' } },
      },
    },
    rounds: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'stage', 'first_date', 'last_date', 'events'],
        properties: {
          name: { type: 'string' },
          stage: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          first_date: { type: 'string' },
          last_date: { type: 'string' },
          events: { type: 'integer' },
        },
      },
    },
  },
};

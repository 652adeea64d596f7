// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['league', 'season', 'rules', 'tiebreak', 'groups'],
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
    season: {
      type: 'object',
      required: ['id', 'name', 'season'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, season: { type: 'string' } },
    },
    rules: { type: 'string' },
    tiebreak: { type: 'string' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'rows'],
        properties: {
          name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          rows: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'position',
                'team',
                'played',
                'won',
                'drawn',
                'lost',
                'goals_for',
                'goals_against',
                'goal_difference',
                'points',
                'form',
              ],
              properties: {
                position: { type: 'integer' },
                team: {
                  type: 'object',
                  required: ['id', 'name', 'short_name', 'photo'],
                  properties: {
                    id: { type: 'string' },
                    name: { type: 'string' },
                    short_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                    photo: {
                      type: 'object',
                      required: ['small'],
                      properties: { small: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
                    },
                  },
                },
                played: { type: 'integer' },
                won: { type: 'integer' },
                drawn: { type: 'integer' },
                lost: { type: 'integer' },
                goals_for: { type: 'integer' },
                goals_against: { type: 'integer' },
                goal_difference: { type: 'integer' },
                points: { type: 'integer' },
                form: {
                  type: 'array',
                  items: {
                    anyOf: [
                      { const: 'W', type: 'string' },
                      { const: 'D', type: 'string' },
                      { const: 'L', type: 'string' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

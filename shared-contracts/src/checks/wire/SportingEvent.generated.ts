// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: [
    'id',
    'context',
    'sport',
    'name',
    'long_name',
    'start_date',
    'status',
    'scores',
    'league',
    'round',
    'external',
    'story_link',
    'verticals',
    'publisher',
    'note',
    'version',
  ],
  properties: {
    id: { type: 'string' },
    context: { const: 'sporting_events', type: 'string' },
    sport: { const: 'soccer', type: 'string' },
    name: { type: 'string' },
    long_name: { type: 'string' },
    start_date: { type: 'string' },
    status: {
      type: 'object',
      required: ['status', 'period', 'minute'],
      properties: {
        status: {
          anyOf: [
            { const: 'final', type: 'string' },
            { const: 'playing', type: 'string' },
            { const: 'cancelled', type: 'string' },
            { const: 'upcoming', type: 'string' },
            { const: 'postponed', type: 'string' },
            { const: 'fixture', type: 'string' },
            { const: 'played', type: 'string' },
            { const: 'retired', type: 'string' },
            { const: 'suspended', type: 'string' },
            { const: 'walkover', type: 'string' },
            { const: 'interrupted', type: 'string' },
          ],
        },
        period: {
          anyOf: [
            { const: '1st half', type: 'string' },
            { const: 'half-time', type: 'string' },
            { const: '2nd half', type: 'string' },
            { const: 'extra time', type: 'string' },
            { const: 'penalties', type: 'string' },
            { type: 'null' },
          ],
        },
        minute: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    },
    scores: {
      type: 'array',
      items: {
        type: 'object',
        required: ['position', 'value', 'penalties', 'team'],
        properties: {
          position: {
            anyOf: [
              { const: 'home', type: 'string' },
              { const: 'away', type: 'string' },
            ],
          },
          value: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          penalties: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
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
        },
      },
    },
    league: {
      type: 'object',
      required: ['id', 'name', 'short_name', 'context', 'season', 'photo'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        short_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        context: { const: 'leagues', type: 'string' },
        season: { type: 'string' },
        photo: {
          type: 'object',
          required: ['thumbnail'],
          properties: { thumbnail: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
        },
      },
    },
    round: {
      type: 'object',
      required: ['name', 'number', 'stage', 'leg', 'group'],
      properties: {
        name: { type: 'string' },
        number: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        stage: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        leg: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        group: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    },
    external: { type: 'boolean' },
    story_link: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    verticals: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'label'],
        properties: { key: { type: 'string' }, label: { type: 'string' } },
      },
    },
    publisher: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    version: { type: 'string' },
  },
};

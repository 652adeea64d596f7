// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

const s0: CheckedSchema = {
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
};
const s1: CheckedSchema = { anyOf: [s0, { type: 'null' }] };

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['nodes'],
  properties: {
    nodes: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'key',
          'name',
          'type',
          'canDrill',
          'followed',
          'push_on',
          'context',
          'context_type',
          'filter_context',
          'load_profile',
          'menu',
          'profile',
          'nodes',
        ],
        properties: {
          key: { type: 'string' },
          name: { type: 'string' },
          type: {
            anyOf: [
              { const: 'label', type: 'string' },
              { const: 'dynamic', type: 'string' },
              { const: 'profile', type: 'string' },
            ],
          },
          canDrill: { type: 'boolean' },
          followed: { type: 'boolean' },
          push_on: {
            anyOf: [
              { const: 0, type: 'number' },
              { const: 1, type: 'number' },
            ],
          },
          context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          context_type: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          filter_context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          load_profile: { type: 'boolean' },
          menu: { type: 'boolean' },
          profile: s1,
          nodes: {
            type: 'array',
            items: {
              type: 'object',
              required: [
                'key',
                'name',
                'type',
                'canDrill',
                'followed',
                'push_on',
                'context',
                'context_type',
                'filter_context',
                'load_profile',
                'menu',
                'profile',
                'nodes',
              ],
              properties: {
                key: { type: 'string' },
                name: { type: 'string' },
                type: {
                  anyOf: [
                    { const: 'label', type: 'string' },
                    { const: 'dynamic', type: 'string' },
                    { const: 'profile', type: 'string' },
                  ],
                },
                canDrill: { type: 'boolean' },
                followed: { type: 'boolean' },
                push_on: {
                  anyOf: [
                    { const: 0, type: 'number' },
                    { const: 1, type: 'number' },
                  ],
                },
                context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                context_type: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                filter_context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                load_profile: { type: 'boolean' },
                menu: { type: 'boolean' },
                profile: s1,
                nodes: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: [
                      'key',
                      'name',
                      'type',
                      'canDrill',
                      'followed',
                      'push_on',
                      'context',
                      'context_type',
                      'filter_context',
                      'load_profile',
                      'menu',
                      'profile',
                      'nodes',
                    ],
                    properties: {
                      key: { type: 'string' },
                      name: { type: 'string' },
                      type: {
                        anyOf: [
                          { const: 'label', type: 'string' },
                          { const: 'dynamic', type: 'string' },
                          { const: 'profile', type: 'string' },
                        ],
                      },
                      canDrill: { type: 'boolean' },
                      followed: { type: 'boolean' },
                      push_on: {
                        anyOf: [
                          { const: 0, type: 'number' },
                          { const: 1, type: 'number' },
                        ],
                      },
                      context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                      context_type: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                      filter_context: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                      load_profile: { type: 'boolean' },
                      menu: { type: 'boolean' },
                      profile: s1,
                      nodes: { maxItems: 0, type: 'array', items: {} },
                    },
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

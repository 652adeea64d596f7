// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['period', 'periods', 'page', 'per', 'total', 'endlist', 'results'],
  properties: {
    period: {
      type: 'object',
      required: ['year', 'month', 'day'],
      properties: {
        year: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        month: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        day: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      },
    },
    periods: {
      type: 'array',
      items: {
        type: 'object',
        required: ['year', 'month', 'day', 'count'],
        properties: {
          year: { type: 'integer' },
          month: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          day: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          count: { minimum: 1, type: 'integer' },
        },
      },
    },
    page: { type: 'integer' },
    per: { type: 'integer' },
    total: { type: 'integer' },
    endlist: { type: 'boolean' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'context', 'name', 'path', 'publish_date', 'language'],
        properties: {
          id: { type: 'string' },
          context: {
            anyOf: [
              { const: 'news_stories', type: 'string' },
              { const: 'videos', type: 'string' },
            ],
          },
          name: { type: 'string' },
          path: { type: 'string' },
          publish_date: { type: 'string' },
          language: { type: 'string' },
          video: {
            type: 'object',
            required: ['description', 'thumbnail', 'content', 'duration'],
            properties: {
              description: { type: 'string' },
              thumbnail: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              content: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              duration: { minimum: 0, type: 'number' },
            },
          },
        },
      },
    },
  },
};

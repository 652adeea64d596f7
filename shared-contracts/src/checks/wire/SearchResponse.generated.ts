// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['page', 'per', 'total', 'endlist', 'sortby', 'results'],
  properties: {
    page: { type: 'integer' },
    per: { type: 'integer' },
    total: { type: 'integer' },
    endlist: { type: 'boolean' },
    sortby: {
      anyOf: [
        { const: 'relevance', type: 'string' },
        { const: 'date', type: 'string' },
      ],
    },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'context',
          'name',
          'description',
          'link',
          'links',
          'videos',
          'photos',
          'categories',
          'language',
          'publisher',
          'author',
          'credit',
          'publish_date',
          'date_is_real',
          'generated',
          'verticals',
          'external',
          'offline',
          'tags',
          'feed',
          'post',
          'category',
          'slugs',
          'event_id',
        ],
        properties: {
          id: { type: 'string' },
          context: {
            anyOf: [
              { const: 'news_stories', type: 'string' },
              { const: 'videos', type: 'string' },
            ],
          },
          name: { type: 'string' },
          description: { type: 'string' },
          link: { type: 'string' },
          links: {
            type: 'array',
            items: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
          },
          videos: {
            type: 'array',
            items: {
              type: 'object',
              required: ['link', 'guid'],
              properties: { link: { type: 'string' }, guid: { type: 'string' } },
            },
          },
          photos: {
            type: 'array',
            items: {
              type: 'object',
              required: ['original'],
              properties: { original: { type: 'string' }, alt: { type: 'string' } },
            },
          },
          categories: { type: 'array', items: { type: 'string' } },
          language: { type: 'string' },
          publisher: {
            type: 'object',
            required: ['id', 'name', 'common_name', 'context', 'license'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              common_name: { type: 'string' },
              context: { const: 'publishers', type: 'string' },
              license: { type: 'string' },
            },
          },
          author: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          credit: { type: 'string' },
          publish_date: { type: 'string' },
          date_is_real: { type: 'boolean' },
          generated: { type: 'boolean' },
          verticals: {
            type: 'array',
            items: {
              type: 'object',
              required: ['key', 'label'],
              properties: { key: { type: 'string' }, label: { type: 'string' } },
            },
          },
          external: { type: 'boolean' },
          offline: { type: 'boolean' },
          tags: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'context', 'name'],
              properties: { id: { type: 'string' }, context: { type: 'string' }, name: { type: 'string' } },
            },
          },
          feed: {
            type: 'object',
            required: ['goto_short_link'],
            properties: { goto_short_link: { type: 'string' } },
          },
          post: { type: 'string' },
          category: { type: 'string' },
          slugs: { type: 'string' },
          body: { type: 'string' },
          body_format: {
            anyOf: [
              { const: 'text', type: 'string' },
              { const: 'html', type: 'string' },
            ],
          },
          event_id: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          video: {
            type: 'object',
            required: [
              'source',
              'hls',
              'mp4',
              'mp4_bytes',
              'captions',
              'captions_language',
              'poster',
              'thumbnail',
              'duration',
              'renditions',
              'external_url',
            ],
            properties: {
              source: {
                anyOf: [
                  { const: 'hls', type: 'string' },
                  { const: 'youtube', type: 'string' },
                  { const: 'external', type: 'string' },
                ],
              },
              hls: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              mp4: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              mp4_bytes: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
              captions: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              captions_language: { type: 'string' },
              poster: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              thumbnail: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              duration: { type: 'number' },
              renditions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'width', 'height', 'bandwidth', 'bytes'],
                  properties: {
                    name: { type: 'string' },
                    width: { type: 'integer' },
                    height: { type: 'integer' },
                    bandwidth: { type: 'integer' },
                    bytes: { minimum: 0, type: 'integer' },
                  },
                },
              },
              external_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            },
          },
        },
      },
    },
  },
};

// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: ['sections'],
  properties: {
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'name', 'source_id', 'kind', 'feed_path', 'results'],
        properties: {
          key: { type: 'string' },
          name: { type: 'string' },
          source_id: { type: 'string' },
          kind: {
            anyOf: [
              { const: 'cover', type: 'string' },
              { const: 'gallery', type: 'string' },
              { const: 'sports', type: 'string' },
              { const: 'tv', type: 'string' },
            ],
          },
          feed_path: { anyOf: [{ type: 'string' }, { type: 'null' }] },
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
                'photos',
                'publisher',
                'publish_date',
                'date_is_real',
                'verticals',
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
                photos: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['original'],
                    properties: { original: { type: 'string' }, alt: { type: 'string' } },
                  },
                },
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
                publish_date: { type: 'string' },
                date_is_real: { type: 'boolean' },
                verticals: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['key', 'label'],
                    properties: { key: { type: 'string' }, label: { type: 'string' } },
                  },
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
      },
    },
  },
};

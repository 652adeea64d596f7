// Generated from ./wire.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { CheckedSchema } from '../check';

export const SCHEMA: CheckedSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'context',
    'language',
    'uuid',
    'url',
    'terms_and_conditions_url',
    'about_url',
    'privacy_policy_url',
    'contact_us',
    'meta',
    'template',
    'powered_by',
    'social',
    'favorites',
    'site_default_follows',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    context: { type: 'string' },
    language: { type: 'string' },
    uuid: { type: 'string' },
    url: { type: 'string' },
    terms_and_conditions_url: { type: 'string' },
    about_url: { type: 'string' },
    privacy_policy_url: { type: 'string' },
    contact_us: { type: 'string' },
    meta: {
      type: 'object',
      required: ['title', 'keywords', 'description'],
      properties: {
        title: { type: 'string' },
        keywords: { type: 'string' },
        description: { type: 'string' },
      },
    },
    template: {
      type: 'object',
      required: ['content', 'branding'],
      properties: {
        content: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'key', 'source_id', 'source_type'],
            properties: {
              name: { type: 'string' },
              key: { type: 'string' },
              source_id: { type: 'string' },
              source_type: { const: 'Gallery', type: 'string' },
            },
          },
        },
        branding: {
          type: 'object',
          required: ['favicon', 'logos', 'colors'],
          properties: {
            favicon: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
            logos: {
              type: 'object',
              required: ['large', 'small', 'empty'],
              properties: { large: { type: 'string' }, small: { type: 'string' }, empty: { type: 'string' } },
            },
            colors: {
              type: 'object',
              required: [
                'header',
                'brand',
                'highlights',
                'headings',
                'texts',
                'body',
                'backgrounds',
                'link',
                'button',
                'error',
                'accent',
              ],
              properties: {
                header: { type: 'string' },
                brand: { type: 'string' },
                highlights: { type: 'string' },
                headings: { type: 'string' },
                texts: { type: 'string' },
                body: { type: 'string' },
                backgrounds: { type: 'string' },
                link: { type: 'string' },
                button: { type: 'string' },
                error: { type: 'string' },
                accent: { type: 'string' },
              },
            },
          },
        },
      },
    },
    powered_by: { type: 'string' },
    social: {
      type: 'object',
      required: ['facebook'],
      properties: {
        facebook: { type: 'object', required: ['api_key'], properties: { api_key: { type: 'string' } } },
      },
    },
    favorites: {
      type: 'object',
      required: ['primary', 'secondary'],
      properties: {
        primary: { type: 'array', items: { type: 'string' } },
        secondary: { type: 'array', items: { type: 'string' } },
      },
    },
    site_default_follows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'context'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          context: {
            anyOf: [
              { const: 'entities', type: 'string' },
              { const: 'leagues', type: 'string' },
            ],
          },
        },
      },
    },
  },
};

// Generated from ./gallery.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck, type CheckedSchema } from 'shared-contracts';
import type { SCHEMAS } from './gallery.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

const s0: CheckedSchema = {
  type: 'object',
  required: ['name', 'common_name'],
  properties: { name: { type: 'string' }, common_name: { type: 'string' } },
};
const s1: CheckedSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['key', 'label'],
    properties: { key: { type: 'string' }, label: { type: 'string' } },
  },
};
const s2: CheckedSchema = {
  type: 'object',
  required: ['name', 'width', 'height', 'bandwidth', 'bytes'],
  properties: {
    name: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    bandwidth: { type: 'integer' },
    bytes: { minimum: 0, type: 'integer' },
  },
};
const s3: CheckedSchema = { type: 'array', items: s2 };
const s4: CheckedSchema = {
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
    renditions: s3,
    external_url: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
};
const s5: CheckedSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'link', 'context', 'author', 'credit', 'publisher', 'verticals'],
  properties: {
    id: { minLength: 1, type: 'string' },
    name: { minLength: 1, type: 'string' },
    description: { type: 'string' },
    link: { type: 'string' },
    context: { type: 'string' },
    author: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    credit: { type: 'string' },
    publisher: s0,
    verticals: s1,
    video: s4,
  },
};

export const GALLERY_CHECKS = {
  Gallery: createCheck<Of<'Gallery'>>({
    type: 'object',
    required: ['results'],
    properties: { results: { type: 'array', items: s5 } },
  }),
  MediaVideo: createCheck<Of<'MediaVideo'>>({ minItems: 1, maxItems: 1, type: 'array', items: s5 }),
} as const;

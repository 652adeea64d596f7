// Generated from ./gallery.schemas by `npm run checks -w shared-contracts`; do not edit.
import type { Static } from '@sinclair/typebox';
import { createCheck } from 'shared-contracts';
import type { SCHEMAS } from './gallery.schemas';

type Of<K extends keyof typeof SCHEMAS> = Static<(typeof SCHEMAS)[K]>;

export const GALLERY_CHECKS = {
  Gallery: createCheck<Of<'Gallery'>>({
    type: 'object',
    required: ['results'],
    properties: {
      results: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { minLength: 1, type: 'string' }, name: { minLength: 1, type: 'string' } },
        },
      },
    },
  }),
} as const;

import { Type, type Static } from '@sinclair/typebox';

/** Every 4xx/5xx answer of the API: a stable machine code and a readable message. */
export const ApiErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String({ description: 'Stable, machine-readable code, e.g. VALIDATION_FAILED.' }),
    message: Type.String({ description: 'Readable explanation; never internal details.' }),
  }),
});
export type ApiError = Static<typeof ApiErrorSchema>;

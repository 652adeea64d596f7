/**
 * GET /api/v3/images/:kind/:id — generated crests, league badges and article pictures.
 * The bytes depend only on the URL (and the looked-up name), so responses are immutable and
 * cacheable for a year; `vary: accept` because the format may come from the Accept header.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifySchemaValidationError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema, IMAGE_ID_PATTERN, type ApiError } from 'shared-contracts';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_KINDS,
  IMAGE_WIDTHS,
  renderImage as defaultRenderImage,
  resolveImageSize,
  type ImageFormat,
  type RenderImageInput,
} from '../../media/images';
import { IMAGES_PATH } from '../../media/image-url';
import type { ImageFacts, ImageLookup } from './facts';
import { IMMUTABLE, publicFor } from '../../cache-control';

export { imageUrl, type ImageUrlOptions } from '../../media/image-url';

export type { ImageFacts, ImageLookup } from './facts';

export interface MediaImageRoutesOptions {
  /** Resolves an id to its display name and code; when given, unknown ids answer 404. */
  lookup?: ImageLookup;
  /** Swappable for tests; defaults to the process-wide cached renderer. */
  renderImage?: (input: RenderImageInput) => Promise<Buffer>;
}

const ParamsSchema = Type.Object({
  kind: Type.Union(IMAGE_KINDS.map((kind) => Type.Literal(kind))),
  id: Type.String({ pattern: IMAGE_ID_PATTERN }),
});

/** No picture is wider than the widest width, nor taller (the tallest aspect is 1:1). */
const MAX_SIDE = Math.max(...IMAGE_WIDTHS);

const QuerySchema = Type.Object({
  w: Type.Integer({
    minimum: 1,
    maximum: MAX_SIDE,
    description: `Width in px, one of ${IMAGE_WIDTHS.join(', ')}.`,
  }),
  h: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_SIDE,
      description: 'Height in px; must give an aspect of 1:1, 16:9, 4:3 or 3:2.',
    }),
  ),
  fmt: Type.Optional(Type.Union(IMAGE_FORMATS.map((format) => Type.Literal(format)))),
});

/** A picture that may still change (a match not over): kept briefly. */
const UNSETTLED = publicFor(60);
/** A picture of text that may be edited (share cards): an hour, then its ETag says if it changed. */
const EDITABLE = publicFor(3600);

export const mediaImageRoutes: FastifyPluginAsync<MediaImageRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const render = options.renderImage ?? defaultRenderImage;

  app.get(
    `${IMAGES_PATH}/:kind/:id`,
    {
      // Validation failures are mapped to this API's own error codes below, not Fastify's shape.
      attachValidation: true,
      // Every card asks for pictures: no session lookup for an answer that is the same for all.
      // Crests and badges are drawn from their id alone: they stay while the database is away.
      config: { sameForEveryReader: true, databaseOptional: true },
      schema: {
        tags: ['media'],
        summary:
          'A generated picture (crest, league badge, story, match or share card) at one of the allowed sizes, as WebP, JPEG or SVG',
        params: ParamsSchema,
        querystring: QuerySchema,
        response: {
          // Buffers bypass Fastify's serializer; these entries document and type the replies.
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'Image bytes.' }),
          304: Type.Null({ description: 'Not modified (If-None-Match).' }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const { validation, validationContext } = request.validationError;
        return reply.code(400).send(validationErrorBody(validationContext, validation));
      }
      const { kind, id } = request.params;
      const { w, h, fmt } = request.query;
      const size = resolveImageSize(kind, w, h);
      if (!size) {
        return reply
          .code(400)
          .send(
            apiError(
              'BAD_IMAGE_SIZE',
              `Unsupported size ${w}x${h ?? 'auto'}; allowed widths: ${IMAGE_WIDTHS.join(', ')}.`,
            ),
          );
      }
      const found: ImageFacts | undefined = options.lookup ? await options.lookup(kind, id) : {};
      if (!found) return reply.code(404).send(apiError('NOT_FOUND', `No ${kind} with id "${id}".`));

      const format = fmt ?? preferredFormat(request.headers.accept);
      const { settled = true, editable = false, ...facts } = found;
      const image = await render({ kind, id, ...facts, ...size, format });
      const etag = etagOf(image);
      setCacheHeaders(reply, etag, !settled ? UNSETTLED : editable ? EDITABLE : IMMUTABLE);
      // A drawing of ours, but served from the site's origin: it may run nothing if opened alone.
      if (format === 'svg')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(IMAGE_CONTENT_TYPES[format]).send(image);
    },
  );
};

function apiError(code: string, message: string): ApiError {
  return { error: { code, message } };
}

function validationErrorBody(context: string, errors: FastifySchemaValidationError[]): ApiError {
  const first = errors[0];
  const missing = first?.params['missingProperty'];
  const field = first?.instancePath.replace(/^\//, '') || (typeof missing === 'string' ? missing : '');
  if (context === 'params' && field === 'kind') {
    return apiError('BAD_IMAGE_KIND', `Unknown image kind; expected one of ${IMAGE_KINDS.join(', ')}.`);
  }
  if (context === 'params' && field === 'id') {
    return apiError('BAD_IMAGE_ID', 'Image ids are 1-80 characters of a-z, 0-9, "-" and "_".');
  }
  if (context === 'querystring' && (field === 'w' || field === 'h')) {
    return apiError(
      'BAD_IMAGE_SIZE',
      `Width "w" (required) and height "h" must be integers; allowed widths: ${IMAGE_WIDTHS.join(', ')}.`,
    );
  }
  if (context === 'querystring' && field === 'fmt') {
    return apiError('BAD_IMAGE_FORMAT', `Unknown format; expected one of ${IMAGE_FORMATS.join(', ')}.`);
  }
  return apiError('VALIDATION_FAILED', 'Invalid image request.');
}

/**
 * WebP when the client lists image/webp with a non-zero q (RFC 9110 §12.5.1), else JPEG.
 * Wildcards do not count: browsers that decode WebP name it, and curl's * / * may not.
 */
export function preferredFormat(accept: string | undefined): ImageFormat {
  if (!accept) return 'jpeg';
  const acceptsWebp = accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
  return acceptsWebp ? 'webp' : 'jpeg';
}

// Hashing a cached buffer again on every hit would be wasted work; buffers are immutable here.
const etags = new WeakMap<Buffer, string>();

function etagOf(image: Buffer): string {
  let etag = etags.get(image);
  if (etag === undefined) {
    etag = `"${createHash('sha256').update(image).digest('base64url').slice(0, 27)}"`;
    etags.set(image, etag);
  }
  return etag;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2), so W/ prefixes are ignored. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function setCacheHeaders(reply: FastifyReply, etag: string, cacheControl: string): void {
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'accept');
  reply.header('x-content-type-options', 'nosniff');
}

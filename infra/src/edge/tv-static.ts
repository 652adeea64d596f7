/**
 * The TV clips (infra/static/tv, made by `npm run make-videos -w infra`) under /static/tv/. Every
 * clip folder is named by a hash of its content, so files never change: cached forever. Content
 * types are set here, not guessed (a .ts segment is MPEG-TS video, not TypeScript).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE } from '../cache-control';

export const TV_STATIC_DIR = path.resolve(__dirname, '..', '..', 'static', 'tv');

export const TV_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/** Registered with `prefix: TV_STATIC_PREFIX`: paths under it that name no clip file get a JSON 404, never a page. */
export const tvStaticPlugin: FastifyPluginAsync<{ root?: string }> = async (app, options) => {
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
  );
  await app.register(fastifyStatic, {
    root: options.root ?? TV_STATIC_DIR,
    prefix: '/',
    decorateReply: false,
    // Only the clips' media files: the manifest is the seed's input, not the readers'; no listings.
    allowedPath: (pathname) =>
      /^\/[a-z0-9][a-z0-9._-]*\/[a-z0-9._/-]+$/.test(pathname) && path.extname(pathname) in TV_CONTENT_TYPES,
    index: false,
    list: false,
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders: (res, file) => {
      const type = TV_CONTENT_TYPES[path.extname(file)];
      if (type) res.setHeader('content-type', type);
      res.setHeader('cache-control', IMMUTABLE);
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
};

/**
 * The TV clips (infra/static/tv, made by `npm run make-videos -w infra`) under /static/tv/. Every
 * clip folder is named by a hash of its content, so files never change: cached forever. Content
 * types are set here, not guessed (a .ts segment is MPEG-TS video, not TypeScript).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { TV_STATIC_PREFIX } from '../media/video-clip';

export const TV_STATIC_DIR = path.resolve(__dirname, '..', '..', 'static', 'tv');

export const TV_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

export const tvStaticPlugin: FastifyPluginAsync<{ root?: string }> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.root ?? TV_STATIC_DIR,
    prefix: `${TV_STATIC_PREFIX}/`,
    decorateReply: false,
    // The manifest is the seed's input, not the readers'; folders are not listed.
    allowedPath: (pathname) =>
      pathname !== '/manifest.json' && pathname.includes('/') && !pathname.endsWith('/'),
    index: false,
    list: false,
    cacheControl: false,
    etag: true,
    lastModified: false,
    setHeaders: (res, file) => {
      const type = TV_CONTENT_TYPES[path.extname(file)];
      if (type) res.setHeader('content-type', type);
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
};

/**
 * The version store in an S3-compatible bucket (AWS S3, MinIO, Ceph …; the tests start a real
 * one, `s3rver`). Keys are `<prefix><app>/<version>/<file>`; a version's release.json is written
 * last, so it is complete in the store once that object exists, and read first when a server
 * copies the version out (the files are then checked against it, see ./local-copies.ts).
 * Credentials come from the configuration (S3_ACCESS_KEY …), never from the messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { RELEASE_FILE } from '../../build/release-manifest.mjs';
import { VERSION_PATTERN, type AppName } from './apps';
import type { VersionStore } from './version-store';

export interface S3StoreOptions {
  /** s3://bucket/optional/prefix */
  readonly url: string;
  readonly endpoint?: string;
  readonly region?: string;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
}

/** Files uploaded or downloaded at once. */
const PARALLEL = 8;

async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export function createS3Store(options: S3StoreOptions): VersionStore {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(options.url);
  if (!match) throw new Error('VERSION_STORE must look like s3://bucket/prefix');
  const bucket = match[1] as string;
  const prefix = match[2] ? `${match[2].replace(/\/+$/, '')}/` : '';
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const keyOf = (app: AppName, version: string, file = '') => `${prefix}${app}/${version}/${file}`;

  async function keysUnder(keyPrefix: string, delimiter?: string) {
    const keys: { key: string; size: number }[] = [];
    const prefixes: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: keyPrefix,
          ContinuationToken: token,
          ...(delimiter ? { Delimiter: delimiter } : {}),
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key) keys.push({ key: item.Key, size: item.Size ?? 0 });
      for (const p of page.CommonPrefixes ?? []) if (p.Prefix) prefixes.push(p.Prefix);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { keys, prefixes };
  }

  async function download(key: string, file: string): Promise<void> {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!(object.Body instanceof Readable)) throw new Error(`${key}: no body`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(object.Body, fs.createWriteStream(file));
  }

  return {
    description: `s3://${bucket}/${prefix}`,
    async has(app, version) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(app, version, RELEASE_FILE) }));
        return true;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return false;
        throw error;
      }
    },
    async put(app, version, dir) {
      const release = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8')) as {
        files: Record<string, string>;
      };
      await eachLimited(Object.keys(release.files), async (file) => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(app, version, file),
            Body: fs.readFileSync(path.join(dir, file)),
          }),
        );
      });
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(app, version, RELEASE_FILE),
          Body: fs.readFileSync(path.join(dir, RELEASE_FILE)),
          ContentType: 'application/json',
        }),
      );
    },
    async get(app, version, target) {
      await download(keyOf(app, version, RELEASE_FILE), path.join(target, RELEASE_FILE));
      const release = JSON.parse(fs.readFileSync(path.join(target, RELEASE_FILE), 'utf8')) as {
        files: Record<string, string>;
      };
      await eachLimited(Object.keys(release.files), async (file) => {
        // The listed names come from the store: none may climb out of the target folder.
        const local = path.resolve(target, file);
        if (!local.startsWith(path.resolve(target) + path.sep)) throw new Error(`bad file name ${file}`);
        await download(keyOf(app, version, file), local);
      });
    },
    async remove(app, version) {
      const { keys } = await keysUnder(keyOf(app, version));
      // release.json first: a half-removed version no longer counts as present.
      keys.sort(
        (a, b) => Number(b.key.endsWith(`/${RELEASE_FILE}`)) - Number(a.key.endsWith(`/${RELEASE_FILE}`)),
      );
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((k) => ({ Key: k.key })), Quiet: true },
          }),
        );
      }
      return keys.reduce((sum, k) => sum + k.size, 0);
    },
    async list(app) {
      const { prefixes } = await keysUnder(`${prefix}${app}/`, '/');
      return prefixes
        .map((p) => p.slice(`${prefix}${app}/`.length).replace(/\/$/, ''))
        .filter((v) => VERSION_PATTERN.test(v));
    },
  };
}

import Fastify from 'fastify';
import { negotiateEncoding, varyOnEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate, compress', undefined],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('varyOnEncoding', () => {
  it.each([
    [undefined, 'accept-encoding'],
    ['accept', 'accept, accept-encoding'],
    ['Accept-Encoding', 'Accept-Encoding'],
    ['*', '*'],
  ])('turns vary %j into %j', async (before, after) => {
    const app = Fastify();
    app.get('/', (_req, reply) => {
      if (before) reply.header('vary', before);
      return varyOnEncoding(reply).send('ok');
    });
    const res = await app.inject('/');
    expect(res.headers.vary).toBe(after);
    await app.close();
  });
});

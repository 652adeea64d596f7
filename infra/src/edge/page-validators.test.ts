import Fastify, { type FastifyInstance } from 'fastify';
import { createPageValidators } from './page-validators';

/** A page whose body the test sets, answered through the validators as the edge does. */
async function pageServer(body: () => string, variant: (cookie?: string) => string | undefined = () => 'v') {
  const validators = createPageValidators();
  const app = Fastify();
  app.get('/', async (request, reply) => {
    const revalidation = validators(request, reply, { variant: variant(request.headers.cookie) });
    const html = body();
    if (revalidation.settle(html)) return reply.code(304).send();
    return reply.type('text/html').send(html);
  });
  await app.ready();
  return app;
}

const get = (app: FastifyInstance, etag?: string) =>
  app.inject({ url: '/', headers: etag ? { 'if-none-match': etag } : {} });

describe('page validators', () => {
  it('answer 304 while the page is the same, 200 with a new tag once it changed', async () => {
    let text = 'one';
    const app = await pageServer(() => `<p>${text}</p>`);
    const first = await get(app);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('cookie');
    expect((await get(app, etag)).statusCode).toBe(304);
    text = 'two';
    const changed = await get(app, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('<p>two</p>');
    expect(changed.headers.etag).not.toBe(etag);
    expect((await get(app, changed.headers.etag as string)).statusCode).toBe(304);
    await app.close();
  });

  it('never tells 304 for bytes the client does not hold, even when a page changes back', async () => {
    const bodies = ['a', 'b', 'a'];
    let i = 0;
    const app = await pageServer(() => bodies[Math.min(i++, bodies.length - 1)] ?? '');
    const tagOfA = (await get(app)).headers.etag as string; // a
    const tagOfB = (await get(app)).headers.etag as string; // b, sent under the tag it started with
    // Back to a: neither tag may match, since the b response was sent under a's version.
    expect((await get(app, tagOfB)).statusCode).toBe(200);
    expect((await get(app, tagOfA)).statusCode).toBe(200);
    await app.close();
  });

  it('make a response that sets the reader apart private, with no tag', async () => {
    const app = await pageServer(
      () => 'x',
      (cookie) => (cookie ? 'v' : undefined),
    );
    const res = await get(app);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
    await app.close();
  });
});

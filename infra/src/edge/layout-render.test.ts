import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { FALLBACK_SITE_CONFIG, type LayoutRenderInput } from 'shared-contracts';
import { createLayoutRenderer, splitHeadTags } from './layout-render';
import { SERVER_BUNDLE } from './server-bundles';

function shellVersionWith(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-render-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, SERVER_BUNDLE), source);
  return dir;
}

const input: LayoutRenderInput = {
  url: '/x?y=1',
  locale: 'pt',
  config: FALLBACK_SITE_CONFIG,
  topics: [],
  missing: false,
  cookies: '',
};

function logger() {
  const logged: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'warn' }, stream), logged };
}

describe("the shell's layout rendered by the edge", () => {
  it("renders with the active shell's bundle and moves React's leading hints to the head", () => {
    const dir = shellVersionWith(
      `exports.renderLayout = (input) => ({ html: '<link rel="preload" as="image" href="/l.svg"/><header>' + input.url + '</header>' });`,
    );
    const { log, logged } = logger();
    expect(createLayoutRenderer(log)({ version: '1-a', dir, input })).toEqual({
      headTags: '<link rel="preload" as="image" href="/l.svg"/>',
      html: '<header>/x?y=1</header>',
    });
    expect(logged).toEqual([]);
  });

  it('renders nothing for a shell version without a server bundle', () => {
    const { log, logged } = logger();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-render-'));
    expect(createLayoutRenderer(log)({ version: '1-a', dir, input })).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('logs a bundle that throws, with the version, and renders nothing', () => {
    const dir = shellVersionWith(`exports.renderLayout = () => { throw new Error('boom'); };`);
    const { log, logged } = logger();
    expect(createLayoutRenderer(log)({ version: '1-b', dir, input })).toBeUndefined();
    expect(logged).toEqual([
      expect.objectContaining({
        event: 'server_render_failed',
        remote: 'shell',
        version: '1-b',
        phase: 'render',
      }),
    ]);
  });

  it('logs a bundle of the wrong shape once', () => {
    const dir = shellVersionWith(`exports.other = 1;`);
    const { log, logged } = logger();
    const render = createLayoutRenderer(log);
    expect(render({ version: '1-c', dir, input })).toBeUndefined();
    expect(render({ version: '1-c', dir, input })).toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ remote: 'shell', version: '1-c', phase: 'load' });
  });

  it('splits only the hints that come first', () => {
    expect(splitHeadTags('<header><link rel="x"/></header>')).toEqual({
      headTags: '',
      html: '<header><link rel="x"/></header>',
    });
  });
});

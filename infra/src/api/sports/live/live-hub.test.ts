import type { SportingEvent } from 'shared-contracts';
import { createMemoryHub } from './live-hub';

const event = (version: string) => ({ id: 'ev-1', version }) as unknown as SportingEvent;

describe('memory live hub', () => {
  it('delivers a change to every listener even when one throws, and reports the throw', async () => {
    const errors: unknown[] = [];
    const hub = createMemoryHub((error) => errors.push(error));
    const seen: string[] = [];
    hub.subscribe(() => {
      throw new Error('stream closed');
    });
    hub.subscribe((e) => seen.push(e.version));
    await expect(hub.publish(event('v1'))).resolves.toBeUndefined();
    expect(seen).toEqual(['v1']);
    expect(errors).toHaveLength(1);
  });

  it('delivers one state version once', async () => {
    const hub = createMemoryHub();
    const seen: string[] = [];
    hub.subscribe((e) => seen.push(e.version));
    await hub.publish(event('v1'));
    await hub.publish(event('v1'));
    await hub.publish(event('v2'));
    expect(seen).toEqual(['v1', 'v2']);
  });

  it('keeps the changes a reconnecting stream missed, after the last one it saw', async () => {
    const hub = createMemoryHub();
    for (const version of ['v1', 'v2', 'v3']) await hub.publish(event(version));
    expect(hub.recent('ev-1:v1').map((e) => e.version)).toEqual(['v2', 'v3']);
    expect(hub.recent('ev-1:v3')).toEqual([]);
    // A stream from another instance, or from long ago: everything kept.
    expect(hub.recent('ev-9:zz').map((e) => e.version)).toEqual(['v1', 'v2', 'v3']);
  });
});

import { firstValueFrom, take, toArray } from 'rxjs';
import { createBus, validateEvent } from './bus';

describe('event bus', () => {
  it('delivers a valid event to subscribers of its type and version', async () => {
    const bus = createBus();
    const received = firstValueFrom(bus.on('article.read', 1));
    expect(bus.publish('article.read', 1, { id: '42', kind: 'news' })).toBe(true);
    await expect(received).resolves.toEqual({ id: '42', kind: 'news' });
  });

  it('does not deliver other types to a subscriber', async () => {
    const bus = createBus();
    const received = firstValueFrom(bus.on('article.read', 1).pipe(take(1), toArray()));
    bus.publish('article.opened', 1, { id: '1', kind: 'news', title: 'x' });
    bus.publish('article.read', 1, { id: '2', kind: 'video' });
    await expect(received).resolves.toEqual([{ id: '2', kind: 'video' }]);
  });

  it('drops an invalid payload and reports why', () => {
    const onInvalid = jest.fn();
    const bus = createBus({ onInvalid });
    const seen = jest.fn();
    bus.all$.subscribe(seen);
    // A sender on another release might send a wrong shape; the type system cannot stop it at runtime.
    const ok = bus.publish('article.read', 1, { id: '', kind: 'podcast' } as never);
    expect(ok).toBe(false);
    expect(seen).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'article.read' }),
      expect.any(String),
    );
  });

  it('removes unknown fields so receivers only see the contract', () => {
    const result = validateEvent({
      type: 'toast.show',
      v: 1,
      payload: { message: 'Oi', status: 'info', extra: 1 },
    });
    expect(result).toEqual({
      ok: true,
      event: { type: 'toast.show', v: 1, payload: { message: 'Oi', status: 'info' } },
    });
  });

  it('rejects unknown types and versions', () => {
    expect(validateEvent({ type: 'nope', v: 1, payload: {} }).ok).toBe(false);
    expect(validateEvent({ type: 'article.read', v: 2, payload: { id: '1', kind: 'news' } }).ok).toBe(false);
  });
});

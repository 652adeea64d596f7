import { isConnectionError, isPoolBusyError, watchAvailability } from './availability';

describe('database availability', () => {
  it('tells a lost connection from a bad query', () => {
    expect(
      isConnectionError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(
      isConnectionError(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: { code: '08006' } }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
    // A connection not opened in time is lost; a wait for a busy pool's free one is a queue.
    expect(isConnectionError(new Error('Connection terminated due to connection timeout'))).toBe(true);
    const busy = new Error('timeout exceeded when trying to connect');
    expect(isConnectionError(busy)).toBe(false);
    expect(isPoolBusyError(busy)).toBe(true);
  });

  it('stays up when a query waited too long for a busy pool', () => {
    const availability = watchAvailability({ probe: async () => undefined, intervalMs: 60_000 });
    availability.noteFailure(new Error('timeout exceeded when trying to connect'));
    expect(availability.state()).toBe('up');
    availability.stop();
  });

  it('goes down on a lost connection and up again with the first probe that answers', async () => {
    let answering = true;
    const availability = watchAvailability({
      probe: async () => {
        if (!answering) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      intervalMs: 60_000,
    });
    const changes: string[] = [];
    availability.onChange((state) => changes.push(state));
    answering = false;
    availability.noteFailure(Object.assign(new Error('gone'), { code: 'ECONNRESET' }));
    expect(availability.isDown()).toBe(true);
    expect(await availability.check()).toBe('down');
    answering = true;
    expect(await availability.check()).toBe('up');
    expect(changes).toEqual(['down', 'up']);
    // A wrong query says nothing about the connection.
    availability.noteFailure(new Error('syntax error at or near "selec"'));
    expect(availability.state()).toBe('up');
    availability.stop();
  });

  it('stays up while a probe is only slow (a busy database is not a down one)', async () => {
    const availability = watchAvailability({
      probe: () => new Promise((resolve) => setTimeout(resolve, 200)),
      intervalMs: 60_000,
      timeoutMs: 10,
    });
    expect(await availability.check()).toBe('up');
    availability.stop();
  });
});

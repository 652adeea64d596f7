import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ApiResult } from '../api-client';
import { collectingData, hydrationData, ServerDataProvider, type ServerData } from './server-data';
import { useLoad } from './useLoad';

const story: ApiResult<string> = { ok: true, status: 200, data: 'Manchete' };

function Probe({ load }: { load: () => Promise<ApiResult<string>> }) {
  const result = useLoad('story', load);
  return <p>{result.status === 'ready' ? result.data : result.status}</p>;
}

const withData = (data: ServerData | null, load: () => Promise<ApiResult<string>>) => (
  <ServerDataProvider value={data}>
    <Probe load={load} />
  </ServerDataProvider>
);

describe('server data for useLoad', () => {
  it('on the server, collects the load a region asks for, then renders with its result', async () => {
    const load = jest.fn(async () => story);
    const results = {};
    const wanted = new Map<string, () => Promise<ApiResult<unknown>>>();
    expect(renderToString(withData(collectingData(results, wanted), load))).toBe('<p>loading</p>');
    expect([...wanted.keys()]).toEqual(['story']);
    const loadStory = wanted.get('story');
    if (!loadStory) throw new Error('no load collected');
    const result = await loadStory();
    expect(renderToString(withData(collectingData({ story: result }), load))).toBe('<p>Manchete</p>');
  });

  it('in the browser, starts from the inlined result and does not load it again', async () => {
    const load = jest.fn(async () => ({ ok: true as const, status: 200, data: 'Outra' }));
    const data = hydrationData({ story });
    const { unmount } = render(withData(data, load));
    expect(screen.getByText('Manchete')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    unmount();
    // A later mount of the same region loads fresh data: each result is used once.
    render(withData(data, load));
    await waitFor(() => expect(screen.getByText('Outra')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE, tvVideoPath, type ApiResult } from 'shared-contracts';
import { renderRemote } from '../test/render';
import { GALLERY, testVideo } from '../test/videos';
import { TvRouteTable } from './TvRoutes';

type Listener = () => void;
const players: {
  emit: (event: string) => void;
  play: jest.Mock;
  options: Record<string, unknown>;
  clock: { time: number };
}[] = [];

// The engine is video.js in the browser; here a stand-in that records what it was asked.
jest.mock('../components/player/engine', () => ({
  createEngine: (_host: HTMLElement, options: Record<string, unknown>) => {
    const listeners = new Map<string, Listener[]>();
    const play = jest.fn(() => Promise.resolve());
    const clock = { time: 0 };
    const player = {
      on: (event: string, listener: Listener) =>
        listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      ready: (listener: Listener) => listener(),
      one: (event: string, listener: Listener) =>
        listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      play,
      muted: () => true,
      volume: () => 1,
      currentTime: () => clock.time,
    };
    players.push({ emit: (event) => listeners.get(event)?.forEach((l) => l()), play, options, clock });
    return {
      player,
      video: null,
      levels: () => [],
      selectedHeight: () => undefined,
      limitTo: jest.fn(),
      onLevels: jest.fn(),
      showCaptions: jest.fn(),
      dispose: jest.fn(),
    };
  },
}));

const api = async (path: string): Promise<ApiResult<unknown>> => {
  if (path === 'v3/site/content/tim-tv') return { ok: true, status: 200, data: { results: GALLERY } };
  // The read beacon (docs/adr/010): the token, and the server recording the read.
  if (path === 'v3/tagger/read_token')
    return { ok: true, status: 200, data: { token: 'r1.v.1.djI.sig', after_ms: 0, expires_at: 'later' } };
  if (path === 'v3/tagger/read')
    return { ok: true, status: 200, data: { status: 'recorded', id: 'v2', kind: 'video' } };
  const id = decodeURIComponent(path.split('/').at(-1) ?? '');
  const video = GALLERY.find((v) => v.id === id);
  return video
    ? { ok: true, status: 200, data: [video] }
    : { ok: false, status: 404, code: 'CONTENT_NOT_FOUND', message: 'no' };
};

const settle = () => act(async () => undefined);

// The preview is the browser's own video (jsdom plays nothing): its play() is recorded, its time set by the test.
let previewPlay: jest.SpyInstance;
beforeEach(() => {
  players.length = 0;
  localStorage.clear();
  previewPlay = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const preview = () => {
  const element = document.querySelector('video');
  if (!element) throw new Error('no preview video');
  return element;
};

/** The preview plays at `clock.time` seconds. */
function previewClock(): { time: number } {
  const clock = { time: 0 };
  Object.defineProperty(preview(), 'currentTime', { configurable: true, get: () => clock.time });
  return clock;
}

/** The preview is playing and the reader taps the player: video.js takes over. */
async function tapPlayer(): Promise<void> {
  Object.defineProperty(preview(), 'paused', { configurable: true, get: () => false });
  act(() => void preview().dispatchEvent(new Event('playing')));
  await userEvent.click(screen.getByRole('button', { name: /^Controles do player/ }));
  await settle();
}

describe('TV start', () => {
  it('titles the page TV while the gallery is empty', async () => {
    await renderRemote(<TvRouteTable />, {
      route: '/tv',
      api: async () => ({ ok: true, status: 200, data: { results: [] } }),
    });

    expect(await screen.findByText('Nenhum vídeo disponível.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'TV' })).toBeInTheDocument();
  });

  it('goes to the first gallery video', async () => {
    await renderRemote(<TvRouteTable />, { route: '/tv', api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Resumo da rodada' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Galeria de vídeos' });
    expect(within(gallery).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      `${tvVideoPath(GALLERY[0]!)}?page=1&index=0&gallery=gallery`,
    );
  });
});

describe('video page', () => {
  const route = `${tvVideoPath(GALLERY[1]!)}?page=1&index=1&gallery=gallery`;

  it('shows the video, its credit, and marks what plays now and next in the gallery', async () => {
    await renderRemote(<TvRouteTable />, { route, api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' })).toBeInTheDocument();
    expect(screen.getByText('Crédito: Agência Brasil (EBC) — Repórter')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Galeria de vídeos' });
    expect(within(gallery).getByRole('link', { current: 'page' })).toHaveTextContent(
      'AgoraFestival de cinema',
    );
    expect(within(gallery).getByRole('link', { name: /A seguir.*Previsão do tempo/ })).toBeInTheDocument();
  });

  it('lists the gallery in sections by vertical, news first, each with its heading', async () => {
    await renderRemote(<TvRouteTable />, { route, api });

    await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' });
    const gallery = screen.getByRole('region', { name: 'Galeria de vídeos' });
    expect(
      within(gallery)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Notícias', 'Esportes', 'Entretenimento']);
    const sports = within(gallery).getByRole('region', { name: 'Esportes' });
    expect(within(sports).getByRole('link')).toHaveAttribute(
      'href',
      `${tvVideoPath(GALLERY[0]!)}?page=1&index=0&gallery=gallery`,
    );
  });

  it('accepts the raw-name form of the path', async () => {
    await renderRemote(<TvRouteTable />, {
      route: '/tv/videos/noticias/Agência Brasil/Festival de cinema/v2',
      api,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' })).toBeInTheDocument();
  });

  it('says so when the video does not exist', async () => {
    await renderRemote(<TvRouteTable />, { route: '/tv/videos/noticias/x/y/gone', api });

    expect(await screen.findByText('Este vídeo não foi encontrado.')).toBeInTheDocument();
  });

  it('starts the preview at once, muted; video.js comes only when the reader uses the player', async () => {
    await renderRemote(<TvRouteTable />, { route, api });
    await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' });
    await settle();

    expect(previewPlay).toHaveBeenCalled();
    expect(preview().muted).toBe(true);
    expect(preview().querySelector('source')).toHaveAttribute('src', '/static/tv/v2.abc/clip.mp4');
    expect(preview().querySelector('track')).toHaveAttribute('src', '/static/tv/v2.abc/captions.pt.vtt');
    expect(players).toHaveLength(0);

    await tapPlayer();
    expect(players.at(-1)?.options).toMatchObject({
      muted: true,
      hls: '/static/tv/v2.abc/master.m3u8',
      captions: '/static/tv/v2.abc/captions.pt.vtt',
      language: 'pt-BR',
    });
    expect(players.at(-1)?.play).toHaveBeenCalled();
  });

  it('counts a read after the clip is watched for 10 s, across the hand-over to video.js', async () => {
    const { events } = await renderRemote(<TvRouteTable />, { route, api });
    await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' });
    await settle();
    const clock = previewClock();
    for (let i = 0; i < 5 * 4; i += 1) {
      clock.time += 0.25;
      act(() => void preview().dispatchEvent(new Event('timeupdate')));
    }
    await tapPlayer();
    const player = players.at(-1)!;
    player.clock.time = 5;
    const playFor = (seconds: number) => {
      for (let i = 0; i < seconds * 4; i += 1) {
        player.clock.time += 0.25;
        act(() => player.emit('timeupdate'));
      }
    };
    expect(events.some((e) => e.type === 'article.opened')).toBe(true);

    playFor(4.5);
    await settle();
    expect(events.some((e) => e.type === 'article.read')).toBe(false);
    playFor(1);
    await settle();
    expect(events.filter((e) => e.type === 'article.read').map((e) => e.payload)).toEqual([
      { id: 'v2', kind: 'video' },
    ]);
  });

  it('counts a clip shorter than 10 s watched to its end, not one skipped to its end', async () => {
    const short = { ...GALLERY[1]!, video: { ...GALLERY[1]!.video!, duration: 7.5 } };
    const shortApi = async (path: string) =>
      path.endsWith('/v2') ? { ok: true as const, status: 200, data: [short] } : api(path);
    const { events } = await renderRemote(<TvRouteTable />, { route, api: shortApi });
    await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' });
    await settle();
    await tapPlayer();
    const player = players.at(-1)!;
    const reads = () => events.filter((e) => e.type === 'article.read');

    player.clock.time = 7;
    act(() => player.emit('timeupdate'));
    act(() => player.emit('ended'));
    expect(reads()).toEqual([]);

    player.clock.time = 0;
    act(() => player.emit('timeupdate'));
    for (let i = 0; i < 30; i += 1) {
      player.clock.time += 0.25;
      act(() => player.emit('timeupdate'));
    }
    expect(reads()).toEqual([]);
    act(() => player.emit('ended'));
    await settle();
    expect(reads().map((e) => e.payload)).toEqual([{ id: 'v2', kind: 'video' }]);
  });

  it('with data saving: no autoplay, the lowest quality and its size on the poster', async () => {
    localStorage.setItem(STORAGE.dataSaver, '1');
    await renderRemote(<TvRouteTable />, { route, api });
    await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' });
    await settle();

    expect(screen.getByText('Este vídeo: 1,3 MB em 240p')).toBeInTheDocument();
    expect(screen.getByLabelText('Qualidade')).toHaveValue('240');
    expect(previewPlay).not.toHaveBeenCalled();
    expect(preview().preload).toBe('none');

    // Picking a quality is using the player: video.js comes, and waits for the reader to play.
    await userEvent.selectOptions(screen.getByLabelText('Qualidade'), '720');
    expect(screen.getByText('Este vídeo: 3,1 MB em 720p')).toBeInTheDocument();
    await settle();
    expect(players.at(-1)?.play).not.toHaveBeenCalled();
  });

  it('opens videos of other sites through the external-link warning', async () => {
    const other = testVideo('yt1', 'Entrevista');
    other.video = {
      ...other.video!,
      source: 'youtube',
      hls: null,
      mp4: null,
      external_url: 'https://www.youtube.com/watch?v=x',
    };
    const { events } = await renderRemote(<TvRouteTable />, {
      route: tvVideoPath(other),
      api: async (path) =>
        path.startsWith('v3/media/')
          ? { ok: true, status: 200, data: [other] }
          : { ok: true, status: 200, data: { results: GALLERY } },
    });

    const link = await screen.findByRole('link', { name: 'Assistir no site de Agência Brasil' });
    expect(link).toHaveAttribute('href', '/external?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dx');
    await userEvent.click(link);
    expect(events.find((e) => e.type === 'external.open')?.payload).toEqual({
      url: 'https://www.youtube.com/watch?v=x',
      fromBody: false,
    });
    expect(players).toHaveLength(0);
  });
});

describe('autoplay-next countdown', () => {
  const route = tvVideoPath(GALLERY[0]!);

  // Fake timers once the page is on screen: the countdown's ticks are then the test's to advance.
  afterEach(() => jest.useRealTimers());

  it('counts 5 → 0 at the end and plays the next video', async () => {
    await renderRemote(<TvRouteTable />, { route, api });
    await screen.findByRole('heading', { level: 1, name: 'Resumo da rodada' });
    await settle();
    jest.useFakeTimers();

    act(() => void preview().dispatchEvent(new Event('ended')));
    expect(screen.getByRole('status')).toHaveTextContent('Próximo vídeo em 5');
    expect(screen.getByRole('heading', { level: 3, name: 'Festival de cinema' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Próximo vídeo em 4');
    for (let i = 0; i < 4; i += 1) act(() => jest.advanceTimersByTime(1000));
    jest.useRealTimers();
    await settle();

    expect(await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' })).toBeInTheDocument();
    expect(players).toHaveLength(0);
  });

  it('once the reader used the player, the next video starts in it and plays', async () => {
    await renderRemote(<TvRouteTable />, { route, api });
    await screen.findByRole('heading', { level: 1, name: 'Resumo da rodada' });
    await settle();
    await tapPlayer();
    jest.useFakeTimers();

    act(() => players.at(-1)!.emit('ended'));
    for (let i = 0; i < 5; i += 1) act(() => jest.advanceTimersByTime(1000));
    jest.useRealTimers();
    await settle();

    expect(await screen.findByRole('heading', { level: 1, name: 'Festival de cinema' })).toBeInTheDocument();
    await settle();
    expect(players).toHaveLength(2);
    expect(players[1]?.options).toMatchObject({ hls: '/static/tv/v2.abc/master.m3u8' });
    expect(players[1]?.play).toHaveBeenCalled();
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });

  it('Cancel hides the overlay; Restart shows it again at 5', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await renderRemote(<TvRouteTable />, { route, api });
    await screen.findByRole('heading', { level: 1, name: 'Resumo da rodada' });
    await settle();
    jest.useFakeTimers();

    act(() => void preview().dispatchEvent(new Event('ended')));
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText(/Próximo vídeo em/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { level: 1, name: 'Resumo da rodada' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reiniciar contagem' }));
    expect(screen.getByRole('status')).toHaveTextContent('Próximo vídeo em 5');
  });
});

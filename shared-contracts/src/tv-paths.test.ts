import { tvSlug, tvVideoHref, tvVideoIdFrom, tvVideoPath } from './tv-paths';

const video = {
  id: 'video-abr-2016-008',
  name: 'Brasil é eliminado no handebol masculino',
  publisher: { common_name: 'agencia-brasil' },
  verticals: [{ key: 'sports' }],
};

describe('TV video paths', () => {
  it('slugs names without accents', () => {
    expect(tvSlug('Olimpíada: Brasil perde no badminton!')).toBe('olimpiada-brasil-perde-no-badminton');
    expect(tvSlug('¿?')).toBe('video');
  });

  it('builds the canonical slugged path', () => {
    expect(tvVideoPath(video)).toBe(
      '/tv/videos/sports/agencia-brasil/brasil-e-eliminado-no-handebol-masculino/video-abr-2016-008',
    );
  });

  it('defaults the vertical to noticias', () => {
    expect(tvVideoPath({ ...video, verticals: [] })).toMatch(/^\/tv\/videos\/noticias\//);
  });

  it('adds the gallery position to links', () => {
    expect(tvVideoHref(video, 3)).toMatch(/\/video-abr-2016-008\?page=1&index=3&gallery=gallery$/);
  });

  it('reads the id from the slugged, the raw-name and the short forms', () => {
    expect(tvVideoIdFrom(tvVideoPath(video))).toBe('video-abr-2016-008');
    expect(tvVideoIdFrom('/tv/videos/sports/Agência Brasil/Brasil é eliminado/video-abr-2016-008')).toBe(
      'video-abr-2016-008',
    );
    expect(tvVideoIdFrom('/tv/videos/video-abr-2016-008')).toBe('video-abr-2016-008');
    expect(tvVideoIdFrom('/tv')).toBeNull();
    expect(tvVideoIdFrom('/tv/videos')).toBeUndefined();
    expect(tvVideoIdFrom('/tv/other/x')).toBeUndefined();
  });
});

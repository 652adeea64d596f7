/** Test videos in the API's shape (the seeded clips' fields). */
import type { GalleryVideo } from '../data/gallery';

export function testVideo(id: string, name: string, vertical = 'news'): GalleryVideo {
  return {
    id,
    name,
    description: `Resumo de ${name}.`,
    link: `/noproxy/videos/${id}`,
    context: 'videos',
    author: 'Repórter',
    credit: 'Agência Brasil (EBC) — Repórter',
    publisher: { name: 'Agência Brasil', common_name: 'agencia-brasil' },
    verticals: [{ key: vertical, label: 'Notícias' }],
    video: {
      source: 'hls',
      hls: `/static/tv/${id}.abc/master.m3u8`,
      mp4: `/static/tv/${id}.abc/clip.mp4`,
      mp4_bytes: 150_000,
      captions: `/static/tv/${id}.abc/captions.pt.vtt`,
      captions_language: 'pt-BR',
      poster: `/static/tv/${id}.abc/poster.jpg`,
      thumbnail: `/static/tv/${id}.abc/thumb.jpg`,
      duration: 12,
      renditions: [
        { name: '240p', width: 426, height: 240, bandwidth: 220_000, bytes: 1_250_000 },
        { name: '360p', width: 640, height: 360, bandwidth: 370_000, bytes: 2_000_000 },
        { name: '720p', width: 1280, height: 720, bandwidth: 800_000, bytes: 3_100_000 },
      ],
      external_url: null,
    },
  };
}

export const GALLERY = [
  testVideo('v1', 'Resumo da rodada', 'sports'),
  testVideo('v2', 'Festival de cinema', 'entertainment'),
  testVideo('v3', 'Previsão do tempo'),
];

/**
 * The TV remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import type { Locale } from 'shared-contracts';
import { createUseT, type Messages } from 'shared-contracts/remote-kit';

const pt = {
  'tv.loading': 'Carregando…',
  'tv.title': 'TV',
  'tv.title.video': 'Vídeo',
  'tv.player.label': 'Player de vídeo',
  'tv.player.empty': 'Escolha um vídeo da galeria.',
  'tv.gallery.label': 'Galeria de vídeos',
  'tv.empty': 'Nenhum vídeo disponível.',
  'tv.notFound': 'Este vídeo não foi encontrado.',
  'tv.backToTv': 'Ver todos os vídeos',
} as const;

export type MessageId = keyof typeof pt;

export const messages: Record<Locale, Messages & Record<MessageId, string>> = {
  pt,
  en: {
    'tv.loading': 'Loading…',
    'tv.title': 'TV',
    'tv.title.video': 'Video',
    'tv.player.label': 'Video player',
    'tv.player.empty': 'Choose a video from the gallery.',
    'tv.gallery.label': 'Video gallery',
    'tv.empty': 'No videos available.',
    'tv.notFound': 'This video was not found.',
    'tv.backToTv': 'See all videos',
  },
  es: {
    'tv.loading': 'Cargando…',
    'tv.title': 'TV',
    'tv.title.video': 'Video',
    'tv.player.label': 'Reproductor de video',
    'tv.player.empty': 'Elige un video de la galería.',
    'tv.gallery.label': 'Galería de videos',
    'tv.empty': 'No hay videos disponibles.',
    'tv.notFound': 'No se encontró este video.',
    'tv.backToTv': 'Ver todos los videos',
  },
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

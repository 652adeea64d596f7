/**
 * The TV remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import { createUseT, type Catalogues } from 'shared-contracts/remote-kit';

const pt = {
  'tv.loading': 'Carregando…',
  'tv.title': 'TV',
  'tv.title.video': 'Vídeo',
  'tv.player.label': 'Player de vídeo',
  'tv.player.empty': 'Escolha um vídeo da galeria.',
  'tv.player.watchMp4': 'Assistir a “{title}”',
  'tv.player.use': 'Controles do player: “{title}”',
  'tv.player.captions': 'Português',
  'tv.player.size': 'Este vídeo: {mb} MB em {quality}',
  'tv.quality.label': 'Qualidade',
  'tv.quality.auto': 'Automática',
  'tv.quality.option': '{quality} ({mb} MB)',
  'tv.quality.playing': 'Reproduzindo em {quality}',
  'tv.external.watch': 'Assistir no site de {publisher}',
  'tv.credit': 'Crédito: {credit}',
  'tv.gallery.label': 'Galeria de vídeos',
  'tv.gallery.now': 'Agora',
  'tv.gallery.next': 'A seguir',
  'tv.gallery.vertical.news': 'Notícias',
  'tv.gallery.vertical.sports': 'Esportes',
  'tv.gallery.vertical.entertainment': 'Entretenimento',
  'tv.next.label': 'Próximo vídeo',
  'tv.next.in': 'Próximo vídeo em {seconds}',
  'tv.next.cancel': 'Cancelar',
  'tv.next.playNow': 'Assistir agora',
  'tv.next.restart': 'Reiniciar contagem',
  'tv.next.upNext': 'A seguir: {title}',
  'tv.empty': 'Nenhum vídeo disponível.',
  'tv.notFound': 'Este vídeo não foi encontrado.',
  'tv.backToTv': 'Ver todos os vídeos',
} as const;

export type MessageId = keyof typeof pt;

/** pt in the page; en and es fetched for readers of those languages only (remote-kit catalogues.ts). */
export const messages: Catalogues = {
  pt,
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((module) => module.en),
  es: () => import(/* webpackChunkName: "i18n-es" */ './es').then((module) => module.es),
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

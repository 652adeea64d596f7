/**
 * The news remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import { createUseT, type Catalogues } from 'shared-contracts/remote-kit';
import type { discover } from './discover';
import type { favorites } from './favorites';
import { front } from './front';
import { search } from './search';

const core = {
  'news.loading': 'Carregando…',
  'news.home': 'Ir para Home',

  'news.title.home': 'Notícias, vídeos e placares ao vivo',
  'news.title.newArticles': 'Novas matérias',
  'news.title.discover': 'Descobrir',
  'news.title.search': 'Busca',
  'news.title.favorites': 'Favoritos',
  'news.title.sitemap': 'Mapa do site',
  'news.title.contentNotFound': 'Conteúdo não encontrado',
  'news.title.newsStory': 'Matéria',
  'news.title.videoStory': 'Vídeo',
  'news.title.notFound': 'Página não encontrada',

  'news.tabs.label': 'Seções do feed',
  'news.tabs.headlines': 'Destaques',
  'news.tabs.home': 'Para você',
  'news.tabs.myfeed': 'Seguindo',
  'news.tabs.recent': 'Últimas',
  'news.feed.empty': 'Nenhum conteúdo por aqui ainda.',

  'news.empty.discover': 'Nenhum tópico para descobrir ainda.',
  'news.empty.search': 'Nenhum resultado encontrado.',
  'news.empty.favorites': 'Você ainda não segue nenhum tópico.',
  'news.empty.sitemap': 'Nenhuma matéria publicada neste período.',
  'news.search.resultsFor': 'Resultados para “{query}”',
  'news.contentNotFound.body': 'O conteúdo que você procurou não está disponível.',
  'news.notFound.body': 'A página que você procurou não foi encontrada',
  'news.notFound.hint': 'Por favor, volte para a home.',

  'news.feed.loadMore': 'Carregar mais',
  'news.feed.end': 'Não há mais conteúdo',
  'news.feed.error': 'Não foi possível carregar as notícias.',
  'news.feed.retry': 'Tentar novamente',
  'news.feed.emptyMyfeed': 'Siga times, ligas e tópicos para ver as notícias deles aqui.',
  'news.feed.chooseFavorites': 'Escolher favoritos',

  'news.story.defaultVertical': 'Notícias',
  'news.story.by': 'Por {author}',
  'news.story.actions': 'Ações da matéria',
  'news.story.like': 'Curtir',
  'news.story.readLater': 'Ler depois',
  'news.story.share': 'Compartilhar',
  'news.story.shareWhatsapp': 'Compartilhar no WhatsApp',
  'news.story.copyLink': 'Copiar link',
  'news.story.readAtPublisher': 'Ler em {publisher}',
  'news.story.credit': 'Crédito: {credit}',
  'news.story.tags': 'Assuntos',
  'news.story.related': 'Leia também',
  'news.toast.linkCopied': 'Link copiado',
  'news.toast.copyFailed': 'Não foi possível copiar o link',
  'news.toast.saved': 'Salvo para ler depois',
  'news.toast.unsaved': 'Removido dos salvos',
  'news.toast.likeFailed': 'Não foi possível registrar sua curtida',
  'news.readLater.title': 'Ler depois',
  'news.readLater.empty': 'Nenhuma matéria salva.',
  'news.readLater.remove': 'Remover “{title}” dos salvos',
  'news.readLater.offline': 'Disponível sem conexão · {kb} KB',
  'news.article.error': 'Não foi possível carregar este conteúdo.',

  'search.label': 'Pesquisar',
  'search.submit': 'Buscar',
  'search.cancel': 'Cancelar',
  'search.emptyquery': 'Preencha sua pesquisa',
} as const;

/**
 * What every page of the remote may say: the core and the feature catalogues its shared parts use
 * (search.ts: the header's search; front.ts: the cards). The discover, favorites and sitemap pages
 * add their own pt texts (discover.ts, favorites.ts) in their route chunks (remote-kit
 * SectionTexts); sections.test.ts holds every use of those keys inside those sections.
 */
const pt = { ...core, ...search.pt, ...front.pt };

type AllPt = typeof pt & typeof discover.pt & typeof favorites.pt;

export type MessageId = keyof AllPt;

/** pt in the page; en and es fetched for readers of those languages only (remote-kit catalogues.ts). */
export const messages: Catalogues = {
  pt,
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((module) => module.en),
  es: () => import(/* webpackChunkName: "i18n-es" */ './es').then((module) => module.es),
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<AllPt>();

/**
 * The news remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import type { Locale } from 'shared-contracts';
import type { Messages } from 'shared-contracts/remote-kit';

const pt = {
  'news.loading': 'Carregando…',
  'news.home': 'Ir para Home',

  'news.title.home': 'Notícias, vídeos e placares ao vivo',
  'news.title.newArticles': 'Novas matérias',
  'news.title.discover': 'Descobrir',
  'news.title.search': 'Busca',
  'news.title.favorites': 'Favoritos',
  'news.title.sitemap': 'Mapa do site',
  'news.title.contentNotFound': 'Conteúdo não encontrado',
  'news.title.media': 'Mídia',
  'news.title.newsStory': 'Matéria',
  'news.title.videoStory': 'Vídeo',
  'news.title.notFound': 'Página não encontrada',

  'news.tabs.label': 'Seções do feed',
  'news.tabs.headlines': 'Destaques',
  'news.tabs.home': 'Para você',
  'news.tabs.myfeed': 'Seguindo',
  'news.tabs.recent': 'Últimas',
  'news.feed.empty': 'Nenhum conteúdo por aqui ainda.',

  'news.empty.newArticles': 'Nenhuma matéria nova por enquanto.',
  'news.empty.discover': 'Nenhum tópico para descobrir ainda.',
  'news.empty.search': 'Nenhum resultado encontrado.',
  'news.empty.favorites': 'Você ainda não segue nenhum tópico.',
  'news.empty.sitemap': 'Nenhuma matéria publicada neste período.',
  'news.empty.media': 'Nenhuma mídia disponível.',
  'news.search.resultsFor': 'Resultados para “{query}”',
  'news.contentNotFound.body': 'O conteúdo que você procurou não está disponível.',
  'news.notFound.body': 'A página que você procurou não foi encontrada',
  'news.article.notFound': 'Esta matéria não foi encontrada.',
  'news.video.notFound': 'Este vídeo não foi encontrado.',
  'news.article.error': 'Não foi possível carregar este conteúdo.',

  'search.label': 'Pesquisar',
  'search.submit': 'Buscar',
  'search.cancel': 'Cancelar',
  'search.emptyquery': 'Preencha sua pesquisa',
} as const;

export type MessageId = keyof typeof pt;

export const messages: Record<Locale, Messages & Record<MessageId, string>> = {
  pt,
  en: {
    'news.loading': 'Loading…',
    'news.home': 'Go to Home',

    'news.title.home': 'News, videos and live scores',
    'news.title.newArticles': 'New stories',
    'news.title.discover': 'Discover',
    'news.title.search': 'Search',
    'news.title.favorites': 'Favorites',
    'news.title.sitemap': 'Sitemap',
    'news.title.contentNotFound': 'Content not found',
    'news.title.media': 'Media',
    'news.title.newsStory': 'Story',
    'news.title.videoStory': 'Video',
    'news.title.notFound': 'Page not found',

    'news.tabs.label': 'Feed sections',
    'news.tabs.headlines': 'Headlines',
    'news.tabs.home': 'For you',
    'news.tabs.myfeed': 'Following',
    'news.tabs.recent': 'Latest',
    'news.feed.empty': 'Nothing here yet.',

    'news.empty.newArticles': 'No new stories for now.',
    'news.empty.discover': 'No topics to discover yet.',
    'news.empty.search': 'No results found.',
    'news.empty.favorites': 'You do not follow any topic yet.',
    'news.empty.sitemap': 'No stories published in this period.',
    'news.empty.media': 'No media available.',
    'news.search.resultsFor': 'Results for “{query}”',
    'news.contentNotFound.body': 'The content you were looking for is not available.',
    'news.notFound.body': 'The page you were looking for was not found',
    'news.article.notFound': 'This story was not found.',
    'news.video.notFound': 'This video was not found.',
    'news.article.error': 'This content could not be loaded.',

    'search.label': 'Search',
    'search.submit': 'Search',
    'search.cancel': 'Cancel',
    'search.emptyquery': 'Fill in your search',
  },
  es: {
    'news.loading': 'Cargando…',
    'news.home': 'Ir al inicio',

    'news.title.home': 'Noticias, videos y marcadores en vivo',
    'news.title.newArticles': 'Nuevas noticias',
    'news.title.discover': 'Descubrir',
    'news.title.search': 'Búsqueda',
    'news.title.favorites': 'Favoritos',
    'news.title.sitemap': 'Mapa del sitio',
    'news.title.contentNotFound': 'Contenido no encontrado',
    'news.title.media': 'Multimedia',
    'news.title.newsStory': 'Noticia',
    'news.title.videoStory': 'Video',
    'news.title.notFound': 'Contenido no existe',

    'news.tabs.label': 'Secciones del feed',
    'news.tabs.headlines': 'Destacados',
    'news.tabs.home': 'Para ti',
    'news.tabs.myfeed': 'Siguiendo',
    'news.tabs.recent': 'Últimas',
    'news.feed.empty': 'Todavía no hay contenido aquí.',

    'news.empty.newArticles': 'No hay noticias nuevas por ahora.',
    'news.empty.discover': 'Todavía no hay temas para descubrir.',
    'news.empty.search': 'No se encontraron resultados.',
    'news.empty.favorites': 'Todavía no sigues ningún tema.',
    'news.empty.sitemap': 'No hay noticias publicadas en este período.',
    'news.empty.media': 'No hay contenido multimedia disponible.',
    'news.search.resultsFor': 'Resultados para “{query}”',
    'news.contentNotFound.body': 'El contenido que buscaste no está disponible.',
    'news.notFound.body': 'La página que buscaste no fue encontrada',
    'news.article.notFound': 'No se encontró esta noticia.',
    'news.video.notFound': 'No se encontró este video.',
    'news.article.error': 'No se pudo cargar este contenido.',

    'search.label': 'Buscar',
    'search.submit': 'Buscar',
    'search.cancel': 'Cancelar',
    'search.emptyquery': 'Completa tu búsqueda',
  },
};

/**
 * The news remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import type { Locale } from 'shared-contracts';
import { createUseT, type Messages } from 'shared-contracts/remote-kit';
import { discover } from './discover';
import { favorites } from './favorites';
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

/** Feature catalogues (search.ts, discover.ts, favorites.ts, front.ts) are merged in; each keeps its own keys. */
const pt = { ...core, ...search.pt, ...discover.pt, ...favorites.pt, ...front.pt };

export type MessageId = keyof typeof pt;

const coreTranslations: Record<'en' | 'es', Record<keyof typeof core, string>> = {
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
    'news.title.newsStory': 'Story',
    'news.title.videoStory': 'Video',
    'news.title.notFound': 'Page not found',

    'news.tabs.label': 'Feed sections',
    'news.tabs.headlines': 'Headlines',
    'news.tabs.home': 'For you',
    'news.tabs.myfeed': 'Following',
    'news.tabs.recent': 'Latest',
    'news.feed.empty': 'Nothing here yet.',

    'news.empty.discover': 'No topics to discover yet.',
    'news.empty.search': 'No results found.',
    'news.empty.favorites': 'You do not follow any topic yet.',
    'news.empty.sitemap': 'No stories published in this period.',
    'news.search.resultsFor': 'Results for “{query}”',
    'news.contentNotFound.body': 'The content you were looking for is not available.',
    'news.notFound.body': 'The page you were looking for was not found',
    'news.notFound.hint': 'Please go back to the home page.',

    'news.feed.loadMore': 'Load more',
    'news.feed.end': 'No more content',
    'news.feed.error': 'The stories could not be loaded.',
    'news.feed.retry': 'Try again',
    'news.feed.emptyMyfeed': 'Follow teams, leagues and topics to see their stories here.',
    'news.feed.chooseFavorites': 'Choose favorites',

    'news.story.defaultVertical': 'News',
    'news.story.by': 'By {author}',
    'news.story.actions': 'Story actions',
    'news.story.like': 'Like',
    'news.story.readLater': 'Read later',
    'news.story.share': 'Share',
    'news.story.shareWhatsapp': 'Share on WhatsApp',
    'news.story.copyLink': 'Copy link',
    'news.story.readAtPublisher': 'Read on {publisher}',
    'news.story.credit': 'Credit: {credit}',
    'news.story.tags': 'Topics',
    'news.story.related': 'Read also',
    'news.toast.linkCopied': 'Link copied',
    'news.toast.copyFailed': 'The link could not be copied',
    'news.toast.saved': 'Saved to read later',
    'news.toast.unsaved': 'Removed from saved',
    'news.toast.likeFailed': 'Your like could not be recorded',
    'news.readLater.title': 'Read later',
    'news.readLater.empty': 'No saved stories.',
    'news.readLater.remove': 'Remove “{title}” from saved',
    'news.readLater.offline': 'Available offline · {kb} KB',
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
    'news.title.newsStory': 'Noticia',
    'news.title.videoStory': 'Video',
    'news.title.notFound': 'Contenido no existe',

    'news.tabs.label': 'Secciones del feed',
    'news.tabs.headlines': 'Destacados',
    'news.tabs.home': 'Para ti',
    'news.tabs.myfeed': 'Siguiendo',
    'news.tabs.recent': 'Últimas',
    'news.feed.empty': 'Todavía no hay contenido aquí.',

    'news.empty.discover': 'Todavía no hay temas para descubrir.',
    'news.empty.search': 'No se encontraron resultados.',
    'news.empty.favorites': 'Todavía no sigues ningún tema.',
    'news.empty.sitemap': 'No hay noticias publicadas en este período.',
    'news.search.resultsFor': 'Resultados para “{query}”',
    'news.contentNotFound.body': 'El contenido que buscaste no está disponible.',
    'news.notFound.body': 'La página que buscaste no fue encontrada',
    'news.notFound.hint': 'Por favor, vuelve al inicio.',

    'news.feed.loadMore': 'Cargar más',
    'news.feed.end': 'No hay más contenido',
    'news.feed.error': 'No se pudieron cargar las noticias.',
    'news.feed.retry': 'Intentar de nuevo',
    'news.feed.emptyMyfeed': 'Sigue equipos, ligas y temas para ver sus noticias aquí.',
    'news.feed.chooseFavorites': 'Elegir favoritos',

    'news.story.defaultVertical': 'Noticias',
    'news.story.by': 'Por {author}',
    'news.story.actions': 'Acciones de la noticia',
    'news.story.like': 'Me gusta',
    'news.story.readLater': 'Leer después',
    'news.story.share': 'Compartir',
    'news.story.shareWhatsapp': 'Compartir en WhatsApp',
    'news.story.copyLink': 'Copiar enlace',
    'news.story.readAtPublisher': 'Leer en {publisher}',
    'news.story.credit': 'Crédito: {credit}',
    'news.story.tags': 'Temas',
    'news.story.related': 'Lee también',
    'news.toast.linkCopied': 'Enlace copiado',
    'news.toast.copyFailed': 'No se pudo copiar el enlace',
    'news.toast.saved': 'Guardado para leer después',
    'news.toast.unsaved': 'Eliminado de guardados',
    'news.toast.likeFailed': 'No se pudo registrar tu me gusta',
    'news.readLater.title': 'Leer después',
    'news.readLater.empty': 'No hay noticias guardadas.',
    'news.readLater.remove': 'Eliminar “{title}” de guardados',
    'news.readLater.offline': 'Disponible sin conexión · {kb} KB',
    'news.article.error': 'No se pudo cargar este contenido.',

    'search.label': 'Buscar',
    'search.submit': 'Buscar',
    'search.cancel': 'Cancelar',
    'search.emptyquery': 'Completa tu búsqueda',
  },
};

export const messages: Record<Locale, Messages & Record<MessageId, string>> = {
  pt,
  en: { ...coreTranslations.en, ...search.en, ...discover.en, ...favorites.en, ...front.en },
  es: { ...coreTranslations.es, ...search.es, ...discover.es, ...favorites.es, ...front.es },
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

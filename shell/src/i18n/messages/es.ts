/** Spanish catalogue of the shell (spec 1). Same keys as pt. */
import type { Messages } from './pt';

export const es: Messages = {
  'skipLink.label': 'Saltar al contenido',

  'header.menu': 'Menú',
  'header.drawerNav': 'Menú de navegación',
  'header.mainNav': 'Principal',
  'header.home': 'Inicio',
  'header.tv': 'TV',
  'header.sports': 'Deportes',
  'header.favorites': 'Favoritos',
  'header.account': 'Mi cuenta',
  'header.search': 'Buscar',
  'header.signIn': 'Iniciar sesión',
  'header.greeting': 'Hola, {name}',
  'header.profile': 'Perfil',
  'header.signOut': 'Cerrar sesión',

  'topics.label': 'Temas',
  'topics.tv': 'TV',
  'topics.sports': 'Deportes',

  'footer.nav': 'Institucional',
  'footer.about': 'Acerca de',
  'footer.privacy': 'Política de privacidad',
  'footer.terms': 'Términos y condiciones',
  'footer.contact': 'Contáctenos',
  'footer.sitemap': 'Mapa del sitio',
  'footer.copyright': '© {year} {siteName}',
  'footer.poweredBy': 'Desarrollado por {maker}',

  'language.label': 'Idioma',
  'language.pt': 'Português',
  'language.en': 'English',
  'language.es': 'Español',

  'notFound.code': '404',
  'notFound.title': 'Contenido no existe',
  'notFound.description': 'La página que buscaste no fue encontrada',
  'notFound.hint': 'Por favor, vuelve a la página de inicio.',
  'notFound.home': 'Ir al inicio',
  'notFound.imageAlt': 'Ilustración de un mapa con un signo de interrogación',

  'notSupported.title': 'Navegador no compatible',
  'notSupported.body':
    'Este navegador ya no es compatible. Para una experiencia mejor y más segura, recomendamos el nuevo Microsoft Edge.',
  'notSupported.download': 'Descargar el nuevo Microsoft Edge',

  'toasts.label': 'Notificaciones',
  'progress.label': 'Cargando la página',

  'cookies.region': 'Aviso de cookies',
  'cookies.message':
    'Usamos cookies para mejorar tu experiencia. Al seguir navegando, aceptas nuestra <link>Política de privacidad</link>.',
  'cookies.accept': 'Aceptar',
  'pwa.install.region': 'Instalar la aplicación',
  'pwa.install.message':
    'Instala Onda Notícias en la pantalla de inicio: abre más rápido, funciona sin conexión y gasta menos datos.',
  'pwa.install.download': 'Descargar',
  'pwa.install.ok': 'OK',
  'pwa.install.cancel': 'Cancelar',
  'pwa.installed': 'Aplicación instalada. Ábrela desde la pantalla de inicio.',
  'pwa.update.message': 'Nueva versión disponible.',
  'pwa.update.body': 'Se cargará con la próxima página que abras.',
  'pwa.update.now': 'Actualizar ahora',
  'pwa.update.dismiss': 'Cerrar el aviso de nueva versión',
  'pwa.page.install': 'Instalar la aplicación',
  'pwa.page.unsupported': 'Este navegador no ofrece un botón de instalación: sigue los pasos de arriba.',

  'external.title': 'Estás saliendo del sitio',
  'external.body': 'Serás llevado a un sitio externo: {host}.',
  'external.charges': 'Tu operador puede cobrarte por el uso de datos.',
  'external.accept': 'Continuar',
  'external.deny': 'Cancelar',
  'external.invalidTitle': 'Enlace no válido',
  'external.invalidBody': 'Esta dirección no es un enlace web (http o https) y no se abrió.',

  'title.home': 'Noticias, videos y marcadores en vivo',
  'title.discover': 'Descubrir',
  'title.search': 'Búsqueda',
  'title.trending': 'Tendencias',
  'title.resetPassword': 'Restablecer contraseña',
  'title.favorites': 'Favoritos',
  'title.readLater': 'Leer después',
  'title.notFound': 'Contenido no existe',
  'title.notSupported': 'Navegador no compatible',
  'title.calendarEvents': 'Calendario de partidos',
  'title.calendarStandings': 'Clasificación',
  'title.alert': 'Alerta',
  'title.newsStory': 'Noticia',
  'title.videoStory': 'Video',
};

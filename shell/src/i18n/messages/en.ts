/** English catalogue of the shell (spec 1). Same keys as pt. */
import type { Messages } from './pt';

export const en: Messages = {
  'skipLink.label': 'Skip to content',

  'header.menu': 'Menu',
  'header.drawerNav': 'Navigation menu',
  'header.mainNav': 'Main',
  'header.home': 'Home',
  'header.tv': 'TV',
  'header.sports': 'Sports',
  'header.favorites': 'Favorites',
  'header.account': 'My account',
  'header.search': 'Search',
  'header.signIn': 'Sign in',
  'header.greeting': 'Hi, {name}',
  'header.profile': 'Profile',
  'header.signOut': 'Sign out',

  'topics.label': 'Topics',
  'topics.tv': 'TV',
  'topics.sports': 'Sports',

  'footer.nav': 'About this site',
  'footer.about': 'About',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms and conditions',
  'footer.contact': 'Contact us',
  'footer.sitemap': 'Sitemap',
  'footer.copyright': '© {year} {siteName}',
  'footer.poweredBy': 'Made by {maker}',

  'language.label': 'Language',
  'language.pt': 'Português',
  'language.en': 'English',
  'language.es': 'Español',

  'notFound.code': '404',
  'notFound.title': 'Sorry',
  'notFound.description': 'The page you were looking for was not found',
  'notFound.hint': 'Please go back to the home page.',
  'notFound.home': 'Go to Home',
  'notFound.imageAlt': 'Illustration of a map with a question mark',

  'notSupported.title': 'Browser not supported',
  'notSupported.body':
    'This browser is no longer supported. For a better and safer experience, we recommend the new Microsoft Edge.',
  'notSupported.download': 'Download the new Microsoft Edge',

  'toasts.label': 'Notifications',
  'progress.label': 'Loading the page',

  'cookies.region': 'Cookie notice',
  'cookies.message':
    'We use cookies to improve your experience. By browsing on, you agree to our <link>Privacy policy</link>.',
  'cookies.accept': 'Accept',
  'pwa.install.region': 'Install the app',
  'pwa.install.message':
    'Install Onda Notícias on your home screen: it opens faster, works offline and uses less data.',
  'pwa.install.download': 'Download',
  'pwa.install.ok': 'OK',
  'pwa.install.cancel': 'Cancel',
  'pwa.installed': 'App installed. Open it from your home screen.',
  'pwa.update.message': 'A new version is available.',
  'pwa.update.body': 'It loads with the next page you open.',
  'pwa.update.now': 'Update now',
  'pwa.update.dismiss': 'Close the new version notice',
  'pwa.page.install': 'Install the app',
  'pwa.page.unsupported': 'This browser offers no install button: follow the steps above.',

  'external.title': 'You are leaving this site',
  'external.body': 'You will be taken to an external site: {host}.',
  'external.charges': 'Your carrier may charge you for data.',
  'external.accept': 'Continue',
  'external.deny': 'Cancel',
  'external.invalidTitle': 'Invalid link',
  'external.invalidBody': 'This address is not a web link (http or https) and was not opened.',

  'title.home': 'News, videos and live scores',
  'title.discover': 'Discover',
  'title.search': 'Search',
  'title.trending': 'Trending',
  'title.resetPassword': 'Reset password',
  'title.favorites': 'Favorites',
  'title.readLater': 'Read later',
  'title.notFound': 'Page not found',
  'title.notSupported': 'Browser not supported',
  'title.calendarEvents': 'Match calendar',
  'title.calendarStandings': 'Standings',
  'title.alert': 'Alert',
  'title.newsStory': 'News story',
  'title.videoStory': 'Video',
};

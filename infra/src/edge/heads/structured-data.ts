/**
 * schema.org structured data of the pages (JSON-LD, rendered by the server in the head): what
 * search engines read to show a story, a video or a game as a rich result. Each kind of page has
 * one builder here, with the properties Google's structured-data rules require or recommend:
 * NewsArticle (headline ≤ 110 characters, image, dates, author, publisher with logo,
 * mainEntityOfPage), VideoObject (name, thumbnailUrl, uploadDate; description, duration,
 * contentUrl, embedUrl), SportsEvent (name, startDate, location; teams, eventStatus),
 * BreadcrumbList, and the site's Organization and WebSite with its search (home).
 * URLs are absolute on the site's address; html.ts escapes the JSON for the script element.
 */
import {
  eventPath,
  shortTitle,
  standingsPath,
  textSearchPath,
  type Article,
  type EventStatus,
  type ShareImage,
  type SiteConfig,
  type SportingEvent,
} from 'shared-contracts';

const CONTEXT = 'https://schema.org';
/** Google shows at most this much of a headline. */
const HEADLINE_MAX = 110;

type Site = Pick<SiteConfig, 'name' | 'url' | 'template'>;

const absolute = (path: string, site: Pick<SiteConfig, 'url'>): string => new URL(path, site.url).toString();

/** The site as publisher: its name and logo. */
export function organization(site: Site): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absolute('/', site),
    logo: { '@type': 'ImageObject', url: absolute(site.template.branding.logos.large, site) },
  };
}

/** Home: the site's Organization, and the WebSite with a search results URL (SearchAction). */
export function siteStructuredData(site: Site, language: string): object[] {
  return [
    { '@context': CONTEXT, ...organization(site) },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.name,
      url: absolute('/', site),
      inLanguage: language,
      publisher: { '@type': 'Organization', name: site.name },
      potentialAction: {
        '@type': 'SearchAction',
        // The search results page of free text (mf-news searchPaths.ts textSearchPath).
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${absolute(textSearchPath(''), site)}{search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** "PT1M5S": an ISO 8601 duration of whole seconds. */
export function isoDuration(seconds: number): string {
  const total = Math.max(1, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A story (NewsArticle) or a video story (VideoObject), at its canonical URL. */
export function articleStructuredData(
  article: Article,
  site: Site,
  page: { readonly canonical: string; readonly images: readonly ShareImage[]; readonly description: string },
): object {
  const images = page.images.map((image) => image.url);
  const author = article.author
    ? { '@type': 'Person', name: article.author }
    : { '@type': 'Organization', name: article.publisher.name };
  const video = article.video;
  if (article.context === 'videos' && video) {
    const poster = video.poster ? absolute(video.poster, site) : undefined;
    return {
      '@context': CONTEXT,
      '@type': 'VideoObject',
      name: article.name,
      description: page.description,
      thumbnailUrl: poster ? [poster, ...images] : images,
      uploadDate: article.publish_date,
      ...(video.duration > 0 ? { duration: isoDuration(video.duration) } : {}),
      ...(video.mp4 ? { contentUrl: absolute(video.mp4, site) } : {}),
      embedUrl: page.canonical,
      inLanguage: article.language,
      author,
      publisher: organization(site),
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: shortTitle(article.name, HEADLINE_MAX),
    description: page.description,
    image: images,
    datePublished: article.publish_date,
    dateModified: article.publish_date,
    author,
    publisher: organization(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.canonical },
    inLanguage: article.language,
    ...(article.verticals[0] ? { articleSection: article.verticals[0].label } : {}),
    isAccessibleForFree: true,
  };
}

const EVENT_STATUS: Readonly<Record<EventStatus, string>> = {
  fixture: 'EventScheduled',
  upcoming: 'EventScheduled',
  playing: 'EventScheduled',
  final: 'EventScheduled',
  played: 'EventScheduled',
  walkover: 'EventScheduled',
  postponed: 'EventPostponed',
  suspended: 'EventPostponed',
  interrupted: 'EventPostponed',
  cancelled: 'EventCancelled',
  retired: 'EventCancelled',
};

/**
 * A game (SportsEvent). Its place is the home side's ground, named by the team's town when the
 * data has it (the product keeps no stadiums).
 */
export function eventStructuredData(
  event: SportingEvent,
  site: Site,
  page: { readonly images: readonly ShareImage[]; readonly description: string; readonly homeTown?: string },
): object {
  const team = (position: 'home' | 'away') => {
    const side = event.scores.find((s) => s.position === position)?.team;
    return side ? { '@type': 'SportsTeam', name: side.name } : undefined;
  };
  const home = team('home');
  const away = team('away');
  const place = page.homeTown ?? home?.name ?? event.league.name;
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: event.name,
    description: page.description,
    startDate: event.start_date,
    eventStatus: `${CONTEXT}/${EVENT_STATUS[event.status.status]}`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    sport: 'Soccer',
    location: { '@type': 'Place', name: place, address: place },
    ...(home ? { homeTeam: home } : {}),
    ...(away ? { awayTeam: away } : {}),
    competitor: [home, away].filter(Boolean),
    superEvent: {
      '@type': 'SportsEvent',
      name: event.league.name,
      url: absolute(standingsPath(event.league), site),
    },
    image: page.images.map((image) => image.url),
    url: absolute(eventPath(event), site),
    organizer: { '@type': 'Organization', name: event.league.name },
  };
}

/** The trail of a page (BreadcrumbList), first the widest. */
export function breadcrumbs(
  items: readonly { readonly name: string; readonly path: string }[],
  site: Site,
): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.path, site),
    })),
  };
}

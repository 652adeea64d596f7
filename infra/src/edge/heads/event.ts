/**
 * Head of the event page /sports/event/{name}/{id} (spec 2 "Event detail pages"): title, a
 * description of the event name plus status (while playing, the period and the score as
 * "home v away") in the page's language (the sports words the sports remote shows too,
 * shared-contracts sports-words.ts), canonical URL, social tags, the event's share card and
 * the league image as the 400x400 share image (spec 9), its structured data (SportsEvent) and its
 * trail (sports › league › game). An unknown event is MISSING (the page answers 404); when the API
 * fails, the site defaults (the footer content text) apply.
 */
import { Value } from '@sinclair/typebox/value';
import {
  describeEvent,
  eventIdFrom,
  eventPath,
  eventShareImages,
  itemReadUrl,
  pageTitle,
  ProfileResponseSchema,
  SportingEventSchema,
  sportingEventRead,
  sportsWords,
  standingsPath,
  type SportingEvent,
} from 'shared-contracts';
import { breadcrumbs, eventStructuredData } from './structured-data';
import { MISSING, type ApiGet, type RouteHead } from './types';

/** The home side's town (its profile's location), for the game's place; undefined when unknown. */
async function homeTown(event: SportingEvent, get: ApiGet): Promise<string | undefined> {
  const home = event.scores.find((s) => s.position === 'home')?.team;
  if (!home) return undefined;
  const response = await get(`/api/v3/profiles/teams/${encodeURIComponent(home.id)}`);
  if (response.statusCode !== 200 || !Value.Check(ProfileResponseSchema, response.body)) return undefined;
  return response.body.location || undefined;
}

export const eventHead: RouteHead = async (_params, { config, get, pathname, locale = 'pt' }) => {
  // Any other page of the sports remote has no item: the site defaults.
  const id = eventIdFrom(pathname);
  if (!id) return undefined;
  const response = await get(itemReadUrl(sportingEventRead(id)));
  if (response.statusCode === 404 || response.statusCode === 400) return MISSING;
  if (response.statusCode !== 200 || !Value.Check(SportingEventSchema, response.body)) return undefined;
  const event = response.body;
  const description = describeEvent(event, sportsWords(locale));
  const images = eventShareImages(event).map((image) => ({
    ...image,
    url: new URL(image.url, config.url).toString(),
  }));
  return {
    title: pageTitle(event.name, config.name),
    description,
    canonical: new URL(eventPath(event), config.url).toString(),
    images,
    type: 'website',
    jsonLd: [
      eventStructuredData(event, config, { images, description, homeTown: await homeTown(event, get) }),
      breadcrumbs(
        [
          { name: sportsWords(locale).sports, path: '/sports' },
          { name: event.league.name, path: standingsPath(event.league) },
          { name: event.name, path: eventPath(event) },
        ],
        config,
      ),
    ],
  };
};

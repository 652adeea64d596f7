/**
 * Paths of sports pages that more than the sports remote builds: the event page, which the edge
 * names in its head (canonical) and push alerts link to (spec 2 "Event detail pages"). One slug
 * rule for the {name} segments of sports URLs.
 */

/** 'Brasileirão Série A' → 'brasileirao-serie-a'. */
export function sportsSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The event page of one sporting event: /sports/event/{slug of its name}/{id}. */
export function eventPagePath(event: { readonly id: string; readonly name: string }): string {
  return `/sports/event/${sportsSlug(event.name) || 'jogo'}/${encodeURIComponent(event.id)}`;
}

import { ROUTES } from '../routes';
import { OWNER_PAGES, pageDeclarationOf, serverPagesOf, SPORTS_PAGES } from './index';

describe('page declarations', () => {
  it('declare every route of the route table once, each by the route’s owner, and no other', () => {
    const declared = OWNER_PAGES.flatMap((owner) =>
      Object.keys(owner.pages).map((id) => `${owner.owner} ${id}`),
    );
    expect(declared.sort()).toEqual(ROUTES.map((route) => `${route.owner} ${route.id}`).sort());
  });

  it('name as rendered on the server only paths that are pages of the same route', () => {
    // A pattern's own path (a wildcard's is checked by the page's render), its parameters filled
    // in, must be one of its route's pages.
    const sample = (pattern: string) => pattern.replace(/\/:[a-z]+\?/gi, '').replace(/:[a-z]+/gi, 'x');
    for (const owner of OWNER_PAGES) {
      for (const [id, page] of Object.entries(owner.pages)) {
        for (const pattern of (page.server ?? []).filter((path) => !path.endsWith('*'))) {
          if (id === 'contentNotFound') continue; // the 404 page's own content, never a page
          expect([id, sample(pattern), page.isPage(sample(pattern) || '/')]).toEqual([
            id,
            sample(pattern),
            true,
          ]);
        }
      }
    }
  });

  it('give each remote the paths it renders, and the sports pages the reader’s time zone', () => {
    expect(serverPagesOf(SPORTS_PAGES)).toContain('/sports/scores/*');
    expect(SPORTS_PAGES.zoned).toBe(true);
    expect(pageDeclarationOf('calendar')?.server).toBeUndefined();
    expect(pageDeclarationOf('nope')).toBeUndefined();
  });
});

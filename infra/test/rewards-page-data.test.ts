/**
 * The page tells the browser whether a data-bonus campaign runs (page data `rewardsCampaign`), so
 * the header shows the gift before the rewards code loads (shared-contracts WIDGETS' `firstUse`).
 * The seeded database runs one (up_december); the source's other answers (none runs, the API
 * cannot say) are its unit test's (src/edge/rewards-campaign-source.test.ts): this database may be
 * shared with other suites, whose campaign stays as it is.
 */
import { buildTestSite, SETUP_TIMEOUT, type TestApi } from './helper';

const pageData = (html: string): Record<string, unknown> => {
  const json = /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page data');
  return JSON.parse(json) as Record<string, unknown>;
};

describe('page data on a data-bonus campaign', () => {
  let site: TestApi;
  beforeAll(async () => {
    site = await buildTestSite(['mf-news']);
  }, SETUP_TIMEOUT);
  afterAll(() => site.close());

  it.each(['/', '/tv', '/nada'])('says a campaign runs on %s', async (url) => {
    const res = await site.app.inject(url);
    expect(pageData(res.body)).toMatchObject({ rewardsCampaign: true });
  });
});

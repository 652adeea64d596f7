/**
 * The page tells the browser whether a data-bonus campaign runs (page data `rewardsCampaign`), so
 * the header shows the gift before the rewards code loads (shared-contracts WIDGETS' `firstUse`).
 * The seeded database runs one (up_december).
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

  it('says none runs once the campaign is gone (after the minute it is kept)', async () => {
    await site.app.inject('/');
    const campaigns = await site.database.db.selectFrom('reward_campaigns').selectAll().execute();
    await site.database.db.deleteFrom('reward_campaigns').execute();
    try {
      jest.useFakeTimers({
        doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
        now: Date.now() + 61_000,
      });
      const res = await site.app.inject('/');
      expect(pageData(res.body)).toMatchObject({ rewardsCampaign: false });
    } finally {
      jest.useRealTimers();
      await site.database.db.insertInto('reward_campaigns').values(campaigns).execute();
    }
  });
});

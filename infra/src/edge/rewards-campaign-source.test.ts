import type { FastifyInstance } from 'fastify';
import { createRewardsCampaignSource } from './rewards-campaign-source';

const status = (campaign: unknown) => ({
  campaign,
  conditions: { articles: 1, shares: 0, registration: 0 },
  done: { articles: { number: 0, ids: [] }, shares: { number: 0, ids: [] }, registration: 0 },
  total: 0,
  progress: 0,
  percent: 0,
  completed: false,
  granted: false,
  token: null,
});
const running = { id: 'up_december', name: 'up_december', state: 'running', bonus_mb: 50, store: null };

function fakeApp(answers: { statusCode: number; body: unknown }[]) {
  const inject = jest.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return { statusCode: answer.statusCode, json: () => answer.body };
  });
  return { app: { inject } as unknown as FastifyInstance, inject };
}

describe('whether a data-bonus campaign runs, for the page', () => {
  it('asks pre_reward for nobody in particular and keeps the answer for its time to live', async () => {
    const { app, inject } = fakeApp([{ statusCode: 200, body: status(running) }]);
    const campaign = createRewardsCampaignSource(app, 60_000);
    expect(await campaign()).toBe(true);
    expect(await campaign()).toBe(true);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(inject).toHaveBeenCalledWith({ url: '/api/v3/tagger/pre_reward?info=article_1' });
  });

  it('says false when no campaign runs', async () => {
    const { app } = fakeApp([{ statusCode: 200, body: status(null) }]);
    expect(await createRewardsCampaignSource(app)()).toBe(false);
  });

  it('says nothing when the API cannot answer or answers something else, without asking again at once', async () => {
    const { app, inject } = fakeApp([
      { statusCode: 503, body: { error: { code: 'DATABASE_UNAVAILABLE' } } },
      { statusCode: 200, body: status(running) },
    ]);
    const campaign = createRewardsCampaignSource(app);
    expect(await campaign()).toBeUndefined();
    expect(await campaign()).toBeUndefined();
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('says nothing of an answer of another shape', async () => {
    const { app } = fakeApp([{ statusCode: 200, body: { campaign: 'yes' } }]);
    expect(await createRewardsCampaignSource(app)()).toBeUndefined();
  });
});

import { chooseAds, clickTarget, runningState, type CampaignRow, type CreativeRow } from './choose';

const NOW = new Date('2026-11-21T15:30:00Z');
const campaign = (id: string, extra: Partial<CampaignRow> = {}): CampaignRow => ({
  id,
  name: id,
  advertiser: 'Onda',
  url: '/pwa',
  status: 'running',
  starts_at: new Date('2026-01-01T00:00:00Z'),
  ends_at: null,
  daily_cap: null,
  frequency_cap: null,
  sections: [],
  weight: 1,
  ...extra,
});
const creative = (campaignId: string, width = 728, height = 90): CreativeRow => ({
  id: `${campaignId}-${width}x${height}`,
  campaign_id: campaignId,
  width,
  height,
  headline: 'h',
  subline: 's',
  cta: 'c',
  theme: 'blue',
  alt: 'a',
  active: true,
});

const choose = (campaigns: CampaignRow[], extra: Partial<Parameters<typeof chooseAds>[0]> = {}) =>
  chooseAds({
    campaigns,
    creatives: campaigns.flatMap((c) => [creative(c.id), creative(c.id, 300, 250)]),
    size: { width: 728, height: 90 },
    sections: ['home'],
    count: 1,
    exclude: new Set(),
    servedToday: () => 0,
    now: NOW,
    random: () => 0,
    ...extra,
  }).map((ad) => ad.creative.id);

describe('choosing house ads', () => {
  it('serves only running campaigns within their dates', () => {
    const campaigns = [
      campaign('paused', { status: 'paused' }),
      campaign('later', { starts_at: new Date('2026-12-01T00:00:00Z') }),
      campaign('over', { ends_at: new Date('2026-11-01T00:00:00Z') }),
      campaign('live'),
    ];
    expect(choose(campaigns, { count: 2 })).toEqual(['live-728x90', 'live-728x90']);
    expect(campaigns.map((c) => runningState(c, NOW))).toEqual(['disable', 'disable', 'disable', 'enable']);
  });

  it('stops a campaign at its daily cap, counting what it serves now', () => {
    const served = (id: string) => (id === 'capped' ? 9 : 0);
    expect(choose([campaign('capped', { daily_cap: 10 })], { count: 3, servedToday: served })).toEqual([
      'capped-728x90',
    ]);
  });

  it('caps a known reader per campaign and day, and leaves an unknown reader uncapped', () => {
    const campaigns = [campaign('a', { frequency_cap: 2 }), campaign('b', { frequency_cap: 1 })];
    const reader = (id: string) => (id === 'a' ? 1 : 0);
    expect(choose(campaigns, { count: 5, servedToReader: reader }).sort()).toEqual(['a-728x90', 'b-728x90']);
    expect(choose(campaigns, { count: 3 })).toHaveLength(3);
  });

  it('gives a slot only creatives of its size and campaigns of its section', () => {
    const campaigns = [campaign('sports', { sections: ['sports'] }), campaign('all')];
    expect(choose(campaigns, { count: 2, size: { width: 300, height: 250 } })).toEqual([
      'all-300x250',
      'all-300x250',
    ]);
    expect(choose(campaigns, { count: 2, sections: ['sports'] }).sort()).toEqual([
      'all-728x90',
      'sports-728x90',
    ]);
  });

  it('draws by weight, without repeating a campaign while another is left', () => {
    const campaigns = [campaign('light'), campaign('heavy', { weight: 9 })];
    expect(choose(campaigns, { random: () => 0.5 })).toEqual(['heavy-728x90']);
    expect(choose(campaigns, { count: 2, random: () => 0.5 })).toEqual(['heavy-728x90', 'light-728x90']);
    expect(choose(campaigns, { exclude: new Set(['heavy-728x90']) })).toEqual(['light-728x90']);
  });
});

describe('where a click may go', () => {
  it('is a path of this site or an https address, nothing else', () => {
    expect([
      clickTarget('/pwa'),
      clickTarget('https://onda.example/planos'),
      clickTarget('//evil.example'),
      clickTarget('http://onda.example'),
      clickTarget('javascript:alert(1)'),
      clickTarget('https://user:pw@onda.example'),
    ]).toEqual(['/pwa', 'https://onda.example/planos', undefined, undefined, undefined, undefined]);
  });
});

/**
 * The house ad server through the API (spec 7 "Ads"): ad units in the spec's shape for every slot
 * size, backfill, section targeting, paused campaigns and per-reader caps with consent only, the
 * creatives' pictures, the recording click redirect to stored URLs only, and bad input.
 */
import { AdUnitResponseSchema, COOKIES } from 'shared-contracts';
import { buildTestApi, errorCode, newPsid, parse, SETUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;

beforeAll(async () => {
  // A fixed draw: the tests do not depend on luck.
  api = await buildTestApi({ adsRandom: () => 0.5 });
}, SETUP_TIMEOUT);
afterAll(async () => api.close());

const ads = async (url: string, headers: Record<string, string> = {}) => {
  const response = await api.app.inject({ url, headers });
  return { response, ads: parse(AdUnitResponseSchema, response).ads };
};

describe('ad units', () => {
  it('answer the spec’s shape: the campaign tag, then the running state', async () => {
    const {
      response,
      ads: [ad],
    } = await ads('/api/v3/ad_unit/top/desktop?site_id=771');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(ad).toEqual({
      id: expect.stringMatching(/-970x250$/),
      slot: 'top',
      width: 970,
      height: 250,
      image: expect.stringMatching(/^\/api\/v3\/ad_unit\/creatives\/[a-z]+-970x250\.webp\?v=[a-f0-9]{10}$/),
      alt: expect.any(String),
      click: expect.stringMatching(/^\/api\/v3\/ad_unit\/click\/[a-z]+-970x250\?slot=top$/),
      external: expect.any(Boolean),
      ad_tags: [
        {
          url: expect.any(String),
          advertiser: expect.any(String),
          campaign_id: expect.any(String),
          campaign_name: expect.any(String),
        },
        { running: 'enable' },
      ],
    });
  });

  it('fill every slot size, different ads on one page', async () => {
    const sizes = [];
    for (const url of [
      '/api/v3/ad_unit/middle/desktop?site_id=771',
      '/api/v3/ad_unit/middle/mobile?site_id=771',
      '/api/v3/ad_unit/top/mobile?site_id=771',
    ]) {
      const [ad] = (await ads(url)).ads;
      sizes.push(`${ad?.width}x${ad?.height}`);
    }
    const page = (await ads('/api/v3/ad_unit/middle/desktop?site_id=771&section=home&count=4')).ads;
    expect(sizes).toEqual(['728x90', '300x250', '320x100']);
    expect(new Set(page.map((ad) => ad.id)).size).toBe(4);
  });

  it('leave out what the page already shows while others are left', async () => {
    const { ads: page } = await ads(
      '/api/v3/ad_unit/middle/desktop?site_id=771&section=home&exclude=planos-728x90,bonus-728x90,app-728x90',
    );
    expect(page.map((ad) => ad.id)).toEqual(['placar-728x90']);
  });

  it('choose by section: the scores campaign is for sports and home pages', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      for (const ad of (await ads('/api/v3/ad_unit/middle/desktop?site_id=771&section=tv&count=4')).ads)
        seen.add(ad.ad_tags[0] && 'campaign_id' in ad.ad_tags[0] ? ad.ad_tags[0].campaign_id : '');
    }
    expect([...seen].sort()).toEqual(['app', 'bonus', 'planos']);
  });

  it('backfill a blocked reader’s slot with the size it asks for', async () => {
    const {
      ads: [ad],
    } = await ads('/api/v3/ad_unit/backfillads/desktop?site_id=771&slot=top');
    expect([ad?.width, ad?.height, ad?.slot]).toEqual([970, 250, 'top']);
  });

  it('serve no paused campaign', async () => {
    await api.database.db
      .updateTable('ad_campaigns')
      .set({ status: 'paused' })
      .where('id', '!=', 'app')
      .execute();
    try {
      const fresh = await buildTestApi({ database: api.database, adsRandom: () => 0.5 });
      try {
        const response = await fresh.app.inject({
          url: '/api/v3/ad_unit/middle/desktop?site_id=771&count=3',
        });
        const served = parse(AdUnitResponseSchema, response).ads.map((ad) => ad.id);
        expect(served).toEqual(['app-728x90', 'app-728x90', 'app-728x90']);
      } finally {
        await fresh.close();
      }
    } finally {
      await api.database.db.updateTable('ad_campaigns').set({ status: 'running' }).execute();
    }
  });

  it('cap a reader per campaign and day, only for readers who allow personalised ads', async () => {
    await api.database.db.updateTable('ad_campaigns').set({ frequency_cap: 1 }).execute();
    try {
      const capped = await buildTestApi({ database: api.database });
      try {
        const psid = newPsid();
        const consent = await capped.app.inject({
          method: 'POST',
          url: '/api/v3/consent',
          payload: { measurement: false, ads: true, push: false },
          headers: { cookie: `${COOKIES.psid}=${psid}` },
        });
        const given = [consent.headers['set-cookie']]
          .flat()
          .find((c) => c?.startsWith(`${COOKIES.consent}=`));
        const cookie = `${given?.split(';')[0]}; ${COOKIES.psid}=${psid}`;
        const get = (headers: Record<string, string>) =>
          capped.app.inject({
            url: '/api/v3/ad_unit/middle/desktop?site_id=771&section=home&count=4',
            headers,
          });
        const first = parse(AdUnitResponseSchema, await get({ cookie })).ads;
        const second = parse(AdUnitResponseSchema, await get({ cookie })).ads;
        const anonymous = parse(AdUnitResponseSchema, await get({})).ads;
        // The consent is this guest id's: with another browser's id it personalises nothing.
        const otherGuest = cookie.replace(psid, newPsid());
        const copied = parse(AdUnitResponseSchema, await get({ cookie: otherGuest })).ads;
        expect([first.length, second.length, anonymous.length, copied.length]).toEqual([4, 0, 4, 4]);
      } finally {
        await capped.close();
      }
    } finally {
      await api.database.db.updateTable('ad_campaigns').set({ frequency_cap: null }).execute();
    }
  });

  it('answer bad input with 4xx and a stable code', async () => {
    const cases: [string, number, string][] = [
      ['/api/v3/ad_unit/sidebar/desktop?site_id=771', 404, 'AD_UNIT_NOT_FOUND'],
      ['/api/v3/ad_unit/top/tablet?site_id=771', 400, 'VALIDATION_FAILED'],
      ['/api/v3/ad_unit/top/desktop?site_id=12', 404, 'SITE_NOT_FOUND'],
      ['/api/v3/ad_unit/top/desktop', 400, 'VALIDATION_FAILED'],
      ['/api/v3/ad_unit/top/desktop?site_id=771&count=50', 400, 'VALIDATION_FAILED'],
      ['/api/v3/ad_unit/top/desktop?site_id=771&section=%3Cscript%3E', 400, 'VALIDATION_FAILED'],
      ['/api/v3/ad_unit/Top%20x/desktop?site_id=771', 400, 'VALIDATION_FAILED'],
    ];
    for (const [url, status, code] of cases) {
      const response = await api.app.inject({ url });
      expect([url, response.statusCode, errorCode(response)]).toEqual([url, status, code]);
    }
  });
});

describe('creatives and clicks', () => {
  it('draw the creatives’ pictures here, cached for good under their version', async () => {
    const [ad] = (await ads('/api/v3/ad_unit/middle/mobile?site_id=771')).ads;
    const picture = await api.app.inject({ url: ad?.image ?? '' });
    const png = await api.app.inject({ url: '/api/v3/ad_unit/creatives/app-300x250.png' });
    expect([picture.statusCode, picture.headers['content-type'], picture.headers['cache-control']]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect([png.headers['content-type'], png.rawPayload.subarray(1, 4).toString()]).toEqual([
      'image/png',
      'PNG',
    ]);
    const missing = await api.app.inject({ url: '/api/v3/ad_unit/creatives/nothing-1x1.webp' });
    const bad = await api.app.inject({ url: '/api/v3/ad_unit/creatives/app-300x250.gif' });
    expect([missing.statusCode, errorCode(missing), bad.statusCode]).toEqual([
      404,
      'CREATIVE_NOT_FOUND',
      400,
    ]);
  });

  it('record a click and go only to the campaign’s own URL', async () => {
    const click = await api.app.inject({ url: '/api/v3/ad_unit/click/app-728x90?slot=middle' });
    const external = await api.app.inject({ url: '/api/v3/ad_unit/click/planos-970x250?slot=top' });
    expect([click.statusCode, click.headers.location, external.headers.location]).toEqual([
      302,
      '/pwa',
      'https://onda.example/planos',
    ]);
    const unknown = await api.app.inject({ url: '/api/v3/ad_unit/click/evil?url=https://evil.example' });
    const hostile = await api.app.inject({ url: '/api/v3/ad_unit/click/..%2F..%2Fx' });
    expect([unknown.statusCode, errorCode(unknown), hostile.statusCode]).toEqual([
      404,
      'CREATIVE_NOT_FOUND',
      400,
    ]);
  });
});

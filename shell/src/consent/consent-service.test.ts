import { buildUrl, COOKIES, createBus, type ApiClient } from 'shared-contracts';
import { createConsentService, consentIn } from './consent-service';

const value = (flags: string, version = 1) => `${version}.${flags}.1767225600.abcdefghijklmnop`;

/** An API client that answers the consent call as the server does (cookie and body). */
function consentApi(cookies: { value: string }): ApiClient & { sent: unknown[] } {
  const sent: unknown[] = [];
  return {
    sent,
    url: (path, query) => buildUrl('/api', path, query),
    request: async (_path, options) => {
      sent.push(options?.body);
      const body = options?.body as { measurement: boolean; ads: boolean; push: boolean };
      const flags = `m${body.measurement ? 1 : 0}a${body.ads ? 1 : 0}p${body.push ? 1 : 0}`;
      cookies.value = `${COOKIES.consent}=${value(flags)}`;
      const consent = { choices: body, policyVersion: 1, decidedAt: 1_767_225_600 };
      return { ok: true, status: 200, data: { consent } as never };
    },
  };
}

describe('the consent service', () => {
  it('reads the current choice from the cookie and tells the remotes at start', () => {
    const bus = createBus();
    const heard: unknown[] = [];
    bus.on('consent.changed', 1).subscribe((payload) => heard.push(payload));
    const cookies = { value: `${COOKIES.consent}=${value('m1a0p1')}` };
    const service = createConsentService({ bus, api: consentApi(cookies), cookies: () => cookies.value });
    expect(service.current()?.choices).toEqual({ measurement: true, ads: false, push: true });
    // Published as the shell starts (a remote that mounts later reads services.consent$).
    expect(heard).toEqual([
      {
        decided: true,
        measurement: true,
        ads: false,
        push: true,
        policyVersion: 1,
        decidedAt: 1_767_225_600,
      },
    ]);
  });

  it('sends a choice, keeps it and publishes consent.changed', async () => {
    const bus = createBus();
    const changes: unknown[] = [];
    bus.on('consent.changed', 1).subscribe((payload) => changes.push(payload));
    const cookies = { value: '' };
    const api = consentApi(cookies);
    const service = createConsentService({ bus, api, cookies: () => cookies.value });
    expect(service.current()).toBeNull();
    await service.choose({ measurement: false, ads: true, push: false });
    expect(api.sent).toEqual([{ measurement: false, ads: true, push: false }]);
    expect(changes.at(-1)).toEqual({
      decided: true,
      measurement: false,
      ads: true,
      push: false,
      policyVersion: 1,
      decidedAt: 1_767_225_600,
    });
  });

  it('takes a second change made within the same second', async () => {
    const cookies = { value: '' };
    const service = createConsentService({
      bus: createBus(),
      api: consentApi(cookies),
      cookies: () => cookies.value,
    });
    await service.choose({ measurement: true, ads: true, push: true });
    await service.choose({ measurement: false, ads: true, push: true });
    expect(service.current()?.choices).toEqual({ measurement: false, ads: true, push: true });
  });

  it('picks up another tab’s choice, and ignores a choice under an older policy', () => {
    const cookies = { value: `${COOKIES.consent}=${value('m1a1p1', 0)}` };
    const service = createConsentService({
      bus: createBus(),
      api: consentApi(cookies),
      cookies: () => cookies.value,
    });
    expect(service.current()).toBeNull();
    cookies.value = `${COOKIES.consent}=${value('m0a0p0')}`;
    service.refresh();
    expect(service.current()?.choices).toEqual({ measurement: false, ads: false, push: false });
    expect(consentIn(`${COOKIES.consent}=nonsense`)).toBeUndefined();
  });
});

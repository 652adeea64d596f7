/** @jest-environment node */
import { FALLBACK_SITE_CONFIG, type ServerRenderInput } from 'shared-contracts';
import { render } from './server';

const input = (url: string): ServerRenderInput => ({
  url,
  locale: 'pt',
  config: FALLBACK_SITE_CONFIG,
  version: '0.1.0-test',
  timeZone: 'America/Sao_Paulo',
  fetch: (() => Promise.reject(new Error('no call expected'))) as typeof globalThis.fetch,
});

describe('the sign-up steps rendered on the server', () => {
  it('send the second step without an e-mail as the first step, form and all', async () => {
    const { html } = await render(input('/accounts/user/signup-password'));
    expect(html).toContain('Cadastre-se com e-mail');
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).toMatch(/<input[^>]*type="email"/);
  });

  it('send the second step with its e-mail as the password form', async () => {
    const { html } = await render(input('/accounts/user/signup-password?email=leitora%40onda.example'));
    expect(html).toContain('Crie sua senha');
    expect(html).toContain('leitora@onda.example');
  });
});

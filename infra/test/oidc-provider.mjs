/**
 * A real OpenID Connect provider (oidc-provider) for the social-login tests, run as a child
 * process (the package is ESM-only). It listens on 127.0.0.1, port OIDC_TEST_PORT (default: a free
 * one), registers one
 * client (OIDC_TEST_CLIENT_ID / OIDC_TEST_CLIENT_SECRET, redirect URIs in OIDC_TEST_REDIRECT_URIS,
 * comma-separated) and signs in one fixed test user without a form: every interaction is
 * answered with that user's login and consent. Prints `ready <issuer>` when it accepts requests.
 */
import http from 'node:http';
import Provider from 'oidc-provider';

const ACCOUNT = {
  sub: 'tester-1',
  email: process.env.OIDC_TEST_EMAIL ?? 'leitora@example.com',
  email_verified: true,
  name: 'Leitora de Teste',
};

const server = http.createServer();
server.listen(Number(process.env.OIDC_TEST_PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: process.env.OIDC_TEST_CLIENT_ID ?? 'onda-test',
        client_secret: process.env.OIDC_TEST_CLIENT_SECRET ?? 'onda-test-secret',
        redirect_uris: (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean),
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) =>
      id === ACCOUNT.sub ? { accountId: id, claims: async () => ACCOUNT } : undefined,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['onda-test-cookie-key'] },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result;
    if (details.prompt.name === 'login') {
      result = { login: { accountId: ACCOUNT.sub } };
    } else {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      result = { consent: { grantId: await grant.save() } };
    }
    const to = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
    ctx.status = 303;
    ctx.redirect(to);
  });
  server.on('request', provider.callback());
  process.stdout.write(`ready ${issuer}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

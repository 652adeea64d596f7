import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { LOG_EVENTS, LOG_REDACT, logEvent, redactedRequest, redactUrl } from './log-events';

describe('log events', () => {
  it('logs the event name, its fields and its description', () => {
    const lines: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) };
    logEvent(log as never, 'warn', 'sitemap_unavailable', { year: 2024 });
    expect(lines).toEqual([[{ year: 2024, event: 'sitemap_unavailable' }, LOG_EVENTS.sitemap_unavailable]]);
  });

  it('are all listed in docs/operations.md', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../docs/operations.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Log events'), doc.indexOf('## Configuration'));
    const documented = [...section.matchAll(/^\| `([a-z_]+)` /gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(LOG_EVENTS).sort());
  });
});

describe('log redaction', () => {
  it('hides tokens in URLs', () => {
    expect(redactUrl('/reset_password?reset_password_token=abc123&x=1')).toBe(
      '/reset_password?reset_password_token=[redacted]&x=1',
    );
    expect(redactUrl('/api/v3/auth/password/reset?reset_password_token=abc')).toBe(
      '/api/v3/auth/password/reset?reset_password_token=[redacted]',
    );
    expect(redactUrl('/api/v3/auth/google/callback?code=c0de&state=s7&iss=x')).toBe(
      '/api/v3/auth/google/callback?code=[redacted]&state=[redacted]&iss=x',
    );
    expect(redactUrl('/feed/home?page=2')).toBe('/feed/home?page=2');
  });

  it('never writes credentials of a request to the log', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        redact: LOG_REDACT,
        serializers: {
          req: (request: FastifyRequest) => ({ ...redactedRequest(request), headers: request.headers }),
        },
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    app.get('/x', async (request) => {
      request.log.info({ req: request }, 'seen');
      return { ok: true };
    });
    await app.inject({
      url: '/x?reset_password_token=secret-reset',
      headers: {
        'access-token': 'secret-access',
        authorization: 'Bearer secret-bearer',
        cookie: 'onda_session=secret-cookie',
        device_token: 'secret-device',
      },
    });
    await app.close();
    const text = lines.join('\n');
    expect(text).toContain('seen');
    for (const secret of [
      'secret-reset',
      'secret-access',
      'secret-bearer',
      'secret-cookie',
      'secret-device',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

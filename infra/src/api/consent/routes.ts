/**
 * Consent routes (LGPD; spec 4 "Cookie consent"): POST api/v3/consent stores the reader's choice
 * in the signed cookie, from the shell (JSON: 200 with the choice) or from the banner's form
 * without scripts (form-encoded: 303 back to the page); GET api/v3/consent reads it back. The
 * choice is signed for the guest id the server issued to the browser (docs/adr/014); a browser
 * without a valid one gets a new one with the answer. A choice that allows something is kept as
 * proof (a keyed hash of the guest id, choice, policy, date); every choice is counted for the
 * newsroom without saying whose.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ALL_PURPOSES,
  ApiErrorSchema,
  CONSENT_POLICY_VERSION,
  consentKindOf,
  ConsentBodySchema,
  ConsentFormSchema,
  ConsentResponseSchema,
  NECESSARY_ONLY,
  safeReturnPath,
  type ConsentChoices,
  type ConsentForm,
  type ConsentState,
} from 'shared-contracts';
import type { Measurement } from '../analytics/measurement';
import { measurementDay } from '../analytics/event';
import type { ApiContext } from '../context';
import { ApiHttpError } from '../errors';
import { mintPsid, psidCookie } from '../guest-id';
import { consentCookies } from './consent-cookie';
import { recordConsent } from './queries';
import { NO_STORE, PRIVATE_NO_STORE } from '../../cache-control';

export interface ConsentRoutesOptions {
  readonly ctx: ApiContext;
  readonly measurement: Measurement;
}

const FORM = 'application/x-www-form-urlencoded';

function choicesOfForm(form: ConsentForm): ConsentChoices {
  if (form.choice === 'all') return ALL_PURPOSES;
  if (form.choice === 'necessary') return NECESSARY_ONLY;
  return { measurement: form.measurement === 'on', ads: form.ads === 'on', push: form.push === 'on' };
}

/** host[:port] of a URL, the scheme's default port left out; '' when it is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * Another site's page must not choose for the reader (a form posted cross-site would set the
 * cookie): browsers say where a request comes from (Sec-Fetch-Site, Origin).
 */
function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    throw new ApiHttpError('CSRF_FAILED', 'A consent is given on this site only.');
  const origin = request.headers.origin;
  if (
    origin &&
    origin !== 'null' &&
    hostOf(origin) !== hostOf(`${request.protocol}://${request.headers.host}`)
  )
    throw new ApiHttpError('CSRF_FAILED', 'A consent is given on this site only.');
}

export const consentRoutes: FastifyPluginAsync<ConsentRoutesOptions> = async (fastify, options) => {
  const { ctx, measurement } = options;
  // The banner's form works without scripts: form bodies are read on these routes only.
  await fastify.register(formbody, { bodyLimit: 2048 });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['consent'];

  app.get(
    '/api/v3/consent',
    {
      schema: {
        tags,
        summary: "The reader's consent as the server stored it (signature checked), or null",
        response: { 200: ConsentResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { consent: measurement.consentOf(request) ?? null };
    },
  );

  app.post(
    '/api/v3/consent',
    {
      schema: {
        tags,
        summary: "Store the reader's choice per purpose (measurement, personalised ads, push prompts)",
        description:
          "JSON { measurement, ads, push } answers the stored choice; the banner's form (form-encoded: choice=all|necessary|custom, the ticked purposes, return) answers 303 back to the page. Sets the signed onda_consent cookie with the policy version and the date. Refused from another site (403 CSRF_FAILED).",
        body: Type.Union([ConsentBodySchema, ConsentFormSchema]),
        response: { 200: ConsentResponseSchema, 303: Type.Null(), 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      const fromForm = (request.headers['content-type'] ?? '').startsWith(FORM);
      const body = request.body;
      const choices: ConsentChoices =
        'choice' in body
          ? choicesOfForm(body)
          : { measurement: body.measurement, ads: body.ads, push: body.push };
      const at = ctx.now();
      const state: ConsentState = {
        choices,
        policyVersion: CONSENT_POLICY_VERSION,
        decidedAt: Math.floor(at.getTime() / 1000),
      };
      // Counted for the newsroom, whose choice never said.
      measurement.record({
        at,
        day: measurementDay(at),
        event: 'consent',
        reader: null,
        detail: consentKindOf(choices),
      });
      const secure = request.protocol === 'https';
      // The choice belongs to the guest id the server issued; a browser without one gets one now.
      let guestId = measurement.guestIdOf(request);
      const cookies: string[] = [];
      if (!guestId) {
        const psid = mintPsid(ctx.keys);
        guestId = psid.slice(0, psid.indexOf('.'));
        cookies.push(psidCookie(psid, secure));
      }
      if (choices.measurement || choices.ads || choices.push) {
        const reader = measurement.proofOf(guestId);
        await recordConsent(ctx.db, { reader, choices, policyVersion: state.policyVersion, at });
      }
      reply.header('set-cookie', [
        ...cookies,
        ...consentCookies(measurement.signConsent(state, guestId), secure),
      ]);
      reply.header('cache-control', NO_STORE);
      if (fromForm) {
        const back = 'return' in body ? safeReturnPath(body.return) : '/';
        return reply.redirect(back, 303);
      }
      return { consent: state };
    },
  );
};

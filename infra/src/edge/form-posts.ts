/**
 * Forms that work before and without the page's scripts (docs/adr/008-server-rendering.md, "Forms
 * before scripts"): sign-in, both sign-up steps, the forgotten-password and reset forms and the
 * /jej coupon form post to their own page, and the search forms ask GET /search?q=…. The edge does
 * what the page's code does with the API (form-call.ts) and answers with a page: the reader signed
 * in and sent on (303), or the same page again with what they typed (never a password) and the
 * API's error beside its field (the page's render reads the FormEcho). Answers are never cached.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CAMPAIGN_PATH,
  COOKIES,
  FORGOT_PASSWORD_PATH,
  INVALID_TOKEN_PATH,
  readCookie,
  RESET_PASSWORD_PATH,
  RETURN_PARAM,
  returnTarget,
  safeReturnPath,
  SEARCH_PATH,
  SEARCH_QUERY_PARAM,
  SIGN_IN_PATH,
  SIGN_UP_EMAIL_PARAM,
  SIGN_UP_EMAIL_PATH,
  SIGN_UP_PASSWORD_PATH,
  textSearchPath,
  toLocale,
  type FormEcho,
  type SiteConfig,
} from 'shared-contracts';
import { emailProblem } from '../api/accounts/credentials';
import type { ServerKeys } from '../api/keys/server-keys';
import { callApiAsReader, isSameOriginPost, type ApiAnswer } from './form-call';
import { NO_STORE } from '../cache-control';

/** What the page's render answers a form with: its echo and the status of the answer. */
export interface FormAnswer {
  readonly echo: FormEcho;
  readonly status: number;
}

const answers = new WeakMap<FastifyRequest, FormAnswer>();

/** The answer the page at this request shows, when the request is a form the page answers. */
export const formAnswerOf = (request: FastifyRequest): FormAnswer | undefined => answers.get(request);

/** A form's fields are short: names, addresses, passwords. */
export const FORM_BODY_LIMIT = 16 * 1024;

type Fields = Readonly<Record<string, string>>;

/** What a form's handling came to. */
type Outcome =
  | { readonly redirect: string }
  | { readonly code: string; readonly status: number }
  | { readonly outcome: string };

interface FormPost {
  readonly path: string;
  /** The `<form name>` of the page's form. */
  readonly form: string;
  /** The fields it has; only `echoed` ones go back into the page. */
  readonly fields: readonly string[];
  readonly echoed: readonly string[];
  readonly handle: (fields: Fields, request: PostContext) => Promise<Outcome>;
}

type Call = (method: 'POST' | 'PUT', url: string, body: object) => Promise<ApiAnswer>;

interface PostContext {
  readonly query: URLSearchParams;
  readonly call: Call;
  /** The page's language: e-mails the API sends are written in it. */
  readonly locale: string;
}

const refused = (answer: ApiAnswer): Outcome => ({
  code: answer.code ?? 'UNAVAILABLE',
  // A refusal the reader can act on keeps its status; the API failing is the site's fault.
  status: answer.status >= 400 && answer.status < 500 ? answer.status : 503,
});

const FORM_POSTS: readonly FormPost[] = [
  {
    path: SIGN_IN_PATH,
    form: 'signin',
    fields: ['email', 'password'],
    echoed: ['email'],
    handle: async ({ email, password }, { query, call }) => {
      const answer = await call('POST', '/api/v3/auth/sign_in', { email, password });
      return answer.ok ? { redirect: returnTarget(query.get(RETURN_PARAM)) } : refused(answer);
    },
  },
  {
    path: SIGN_UP_EMAIL_PATH,
    form: 'signup-email',
    fields: ['email'],
    echoed: ['email'],
    // The first step only names the address (the account is made by the second): the sign-up's
    // own rule for an address, then on to the password with the address in the query.
    handle: async ({ email = '' }, { query }) => {
      const problem = emailProblem(email);
      if (problem) return { code: problem, status: 422 };
      const next = new URLSearchParams({ [SIGN_UP_EMAIL_PARAM]: email.trim() });
      const back = query.get(RETURN_PARAM);
      if (back) next.set(RETURN_PARAM, back);
      return { redirect: `${SIGN_UP_PASSWORD_PATH}?${next.toString()}` };
    },
  },
  {
    path: SIGN_UP_PASSWORD_PATH,
    form: 'signup-password',
    fields: ['email', 'password', 'password_confirmation'],
    echoed: ['email'],
    handle: async (fields, { query, call, locale }) => {
      const answer = await call('POST', '/api/v3/auth', {
        email: fields.email,
        password: fields.password,
        password_confirmation: fields.password_confirmation,
        locale,
      });
      return answer.ok ? { redirect: returnTarget(query.get(RETURN_PARAM), '/') } : refused(answer);
    },
  },
  {
    path: FORGOT_PASSWORD_PATH,
    form: 'forgot-password',
    fields: ['email'],
    echoed: ['email'],
    handle: async ({ email }, { query, call, locale }) => {
      const back = query.get(RETURN_PARAM);
      const answer = await call('POST', '/api/v3/auth/password', {
        email,
        locale,
        ...(back ? { redirect_url: back } : {}),
      });
      return answer.ok ? { outcome: 'sent' } : refused(answer);
    },
  },
  {
    path: RESET_PASSWORD_PATH,
    form: 'reset-password',
    fields: ['password', 'password_confirmation'],
    echoed: [],
    handle: async (fields, { query, call }) => {
      const answer = await call('PUT', '/api/v3/auth/password/reset', {
        reset_password_token: query.get('reset_password_token') ?? '',
        password: fields.password,
        password_confirmation: fields.password_confirmation,
      });
      if (answer.ok) {
        const path = (answer.body as { redirect_path?: unknown } | undefined)?.redirect_path;
        return { redirect: safeReturnPath(typeof path === 'string' ? path : '/') };
      }
      if (answer.code === 'RESET_TOKEN_INVALID' || answer.code === 'RESET_TOKEN_EXPIRED')
        return { redirect: INVALID_TOKEN_PATH };
      return refused(answer);
    },
  },
  {
    path: CAMPAIGN_PATH,
    form: 'coupon',
    fields: ['full_name', 'email'],
    echoed: ['full_name', 'email'],
    handle: async ({ full_name: fullName, email }, { call }) => {
      const answer = await call('POST', '/api/v3/tagger/coupon', { full_name: fullName, email });
      return answer.ok ? { outcome: 'registered' } : refused(answer);
    },
  },
];

/** The form's fields as text: a missing or repeated field reads as '' or its first value. */
function fieldsOf(body: unknown, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  for (const name of names) {
    const raw = source[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}

const queryOf = (url: string): URLSearchParams => new URLSearchParams(url.split('?')[1] ?? '');

export interface FormPostsOptions {
  readonly getSiteConfig: () => Promise<SiteConfig>;
  /** Signs the guest id a first visit's form is sent with (form-call.ts). */
  readonly keys?: ServerKeys;
}

export const formPostsPlugin: FastifyPluginAsync<FormPostsOptions> = async (app, { getSiteConfig, keys }) => {
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  /** Shows the page again with the form's echo (the page handler renders it: plugin.ts). */
  const answerWithPage = (request: FastifyRequest, reply: FastifyReply, answer: FormAnswer) => {
    answers.set(request, answer);
    return reply.callNotFound();
  };

  for (const post of FORM_POSTS) {
    app.post(post.path, async (request, reply) => {
      const fields = fieldsOf(request.body, post.fields);
      const values = Object.fromEntries(post.echoed.map((name) => [name, fields[name] ?? '']));
      const echo = (extra: Partial<FormEcho>): FormEcho => ({ form: post.form, values, ...extra });
      if (!isSameOriginPost(request, await getSiteConfig()))
        return answerWithPage(request, reply, { echo: echo({ code: 'CSRF_FAILED' }), status: 403 });
      const locale = toLocale(readCookie(request.headers.cookie ?? '', COOKIES.locale));
      const call: Call = (method, url, body) =>
        callApiAsReader(app, keys, request, reply, { method, url, body });
      const handled = await post.handle(fields, { query: queryOf(request.url), call, locale });
      if ('redirect' in handled)
        return reply.header('cache-control', NO_STORE).redirect(handled.redirect, 303);
      if ('outcome' in handled)
        return answerWithPage(request, reply, { echo: echo({ outcome: handled.outcome }), status: 200 });
      return answerWithPage(request, reply, { echo: echo({ code: handled.code }), status: handled.status });
    });
  }

  // The search forms (the header's, the search page's): GET /search?q=… goes to the results of
  // that text; a blank text shows the search page again, with its error beside the field.
  app.get(SEARCH_PATH, async (request, reply) => {
    const query = queryOf(request.url);
    if (!query.has(SEARCH_QUERY_PARAM)) return reply.callNotFound();
    const text = (query.get(SEARCH_QUERY_PARAM) ?? '').trim();
    if (text) return reply.redirect(textSearchPath(text), 303);
    const echo: FormEcho = { form: 'search', values: { q: '' }, code: 'EMPTY_QUERY' };
    return answerWithPage(request, reply, { echo, status: 400 });
  });
};

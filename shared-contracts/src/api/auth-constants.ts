/**
 * Plain values of the accounts API (spec 4 "Login", 5, 7 "Auth"), apart from the TypeBox schemas
 * so the browser can use them without loading TypeBox. docs/contracts.md "Accounts API" tells how
 * they fit together.
 */

/** Spec 5 and 9: the shortest password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused before hashing (VALIDATION_FAILED). */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

/** Cookies the server sets on sign-in and sign-up and clears on sign-out. */
export const AUTH_COOKIES = {
  /** HttpOnly, SameSite=Lax, Path=/, Secure over https: the browser session (opaque). */
  session: 'onda_session',
  /** Readable by scripts, SameSite=Lax, Path=/: the CSRF token to echo in AUTH_CSRF_HEADER. */
  csrf: 'onda_csrf',
} as const;

/**
 * Cookie-authenticated POST, PUT, PATCH and DELETE calls send this header with the value of the
 * `onda_csrf` cookie (double submit); calls authenticated by access headers need not.
 */
export const AUTH_CSRF_HEADER = 'x-csrf-token';

/** The devise_token_auth access headers, sent back by every sign-in and accepted on every call. */
export const AUTH_HEADERS = {
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
  tokenType: 'token-type',
  expiry: 'expiry',
} as const;

/** Lifetime of a session (one client of an account), in seconds: 14 days. */
export const SESSION_SECONDS = 14 * 24 * 60 * 60;
/** Lifetime of an e-mailed password-reset token, in seconds: 1 hour. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/** Languages of the e-mails the server sends (spec 1). */
export const MAIL_LOCALES = ['pt', 'en', 'es'] as const;

/**
 * The `message` of each accounts error (spec 5 and 8 texts, pt-BR). Clients translate by
 * `error.code`; these are the server's words for logs and for clients without a catalogue.
 */
export const AUTH_ERROR_MESSAGES = {
  EMAIL_INVALID: 'E-mail inválido',
  PASSWORD_TOO_SHORT: 'Sua senha deve ter pelo menos 8 caracteres',
  PASSWORD_MISMATCH: 'Senha invalida',
  PASSWORD_TOO_COMMON: 'Essa senha é muito comum ou fácil de adivinhar, escolha outra',
  ACCOUNT_EXISTS: 'account has been created',
  INVALID_CREDENTIALS: 'Usuário ou senha inválida',
  CURRENT_PASSWORD_INVALID: 'Usuário ou senha inválida',
  EMAIL_NOT_FOUND: 'email missing',
  RESET_TOKEN_INVALID: 'O token de alteração da senha expirou',
  RESET_TOKEN_EXPIRED: 'O token de alteração da senha expirou',
  SESSION_INVALID: 'Sessão expirada, entre novamente',
  CSRF_FAILED: 'Envie o cabeçalho x-csrf-token com o valor do cookie onda_csrf',
  TOO_MANY_ATTEMPTS: 'Muitas tentativas, tente novamente mais tarde',
  MAIL_UNAVAILABLE: 'Não foi possível enviar o e-mail, tente novamente',
  PASSKEY_CHALLENGE_INVALID: 'O pedido da chave de acesso expirou, tente novamente',
  PASSKEY_REJECTED: 'Chave de acesso não reconhecida',
  SOCIAL_PROVIDER_UNKNOWN: 'Este provedor de login não está disponível',
  SOCIAL_STATE_INVALID: 'O pedido de login expirou, tente novamente',
  SOCIAL_LOGIN_REFUSED: 'O provedor recusou o login',
  SOCIAL_EMAIL_MISSING: 'O provedor não informou um e-mail verificado',
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/**
 * Refuses common and breached-style passwords (OWASP ASVS V2.1.7) beyond spec 5's length rule:
 * zxcvbn-ts with its maintained dictionaries (the common-passwords list and the pt-BR words,
 * names and Wikipedia terms) and the e-mail's parts as the reader's own words, so `12345678`,
 * `password`, `senha123` or `maria.silva2024` for maria.silva@… are refused. A password must
 * need about a million guesses or more (zxcvbn score 2). The dictionaries load on first use
 * (about half a second, a few MB); a check then takes some tens of milliseconds, paid only by
 * sign-up, reset and password change.
 */
import type { AuthErrorCode } from 'shared-contracts';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type * as LanguagePtBr from '@zxcvbn-ts/language-pt-br';

type Check = (password: string, userInputs: string[]) => { score: number };

let checker: Check | undefined;

function loadChecker(): Check {
  if (checker) return checker;
  // Loaded lazily: the dictionaries cost memory and start-up time no other route needs.
  /* eslint-disable @typescript-eslint/no-require-imports -- lazy loading, see above */
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
  const common = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
  const ptBr = require('@zxcvbn-ts/language-pt-br') as typeof LanguagePtBr;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  checker = (password, userInputs) => zxcvbn.check(password, userInputs);
  return checker;
}

/** The lowest zxcvbn score accepted: 2, "somewhat guessable" (about 10^6 guesses or more). */
export const MIN_PASSWORD_SCORE = 2;

/** The words of an e-mail a reader might build a password from. */
export function emailWords(email: string): string[] {
  const normalized = email.trim().toLowerCase();
  const [local = '', domain = ''] = normalized.split('@');
  // The local part without its digits too (maria.silva.77 → maria.silva): readers add a year.
  const letters = local.replace(/\p{N}+/gu, '').replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const words = [normalized, local, letters, ...local.split(/[^\p{L}\p{N}]+/u), domain.split('.')[0] ?? ''];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** PASSWORD_TOO_COMMON when the password is common, breached-style or made of the e-mail. */
export function commonPasswordProblem(password: string, email: string): AuthErrorCode | null {
  // Very long passwords are not dictionary words, and zxcvbn's cost grows with length.
  if ([...password].length > 64) return null;
  return loadChecker()(password, emailWords(email)).score < MIN_PASSWORD_SCORE ? 'PASSWORD_TOO_COMMON' : null;
}

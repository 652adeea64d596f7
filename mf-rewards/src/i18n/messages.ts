/**
 * The rewards remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import { createUseT, type Catalogues } from 'shared-contracts/remote-kit';

const pt = {
  'rewards.title': 'Ganhe {megabytes} MB de internet',
  'rewards.lead': 'Leia {required} matérias ou vídeos e ganhe {megabytes} MB de bônus de internet.',
  'rewards.progress': '{read} de {required} matérias lidas',
  'rewards.button': 'Bônus de internet: {read} de {required} matérias lidas',
  'rewards.progressLabel': 'Seu progresso',
  'rewards.shares': '{shared} de {required} compartilhamentos',
  'rewards.register': 'Crie sua conta para completar o desafio.',
  'rewards.registered': 'Conta criada.',
  'rewards.startReading': 'Ler as notícias',
  'rewards.close': 'Fechar',
  'rewards.empty': 'Você ainda não leu nenhuma matéria.',
  'rewards.notFound.title': 'Página não encontrada',
  'rewards.notFound.body': 'A página que você procurou não foi encontrada',
  'rewards.home': 'Ir para Home',
  'rewards.complete.title': 'Parabéns! Você completou o desafio',
  'rewards.complete.body': 'Confirme para receber {megabytes} MB de bônus de internet.',
  'rewards.confirm': 'Confirmar',
  'rewards.submitting': 'Enviando…',
  'rewards.tooLong': 'Tente novamente mais tarde.',
  'rewards.success.title': 'Bônus confirmado!',
  'rewards.success': 'Seus {megabytes} MB de internet estão a caminho.',
  'rewards.continue': 'Continuar',
  'rewards.failed': 'Algo deu errado',
  'rewards.retry': 'Tentar novamente',
  'rewards.ended': 'A campanha foi encerrada!',
  'rewards.limit': 'A campanha atingiu o limite diario!, volte amanha!',
  'coupon.title': 'Campanha saúde: ganhe seu cupom',
  'coupon.lead': 'Cadastre seu nome completo e seu e-mail para receber o cupom da campanha.',
  'coupon.name': 'Nome completo',
  'coupon.email': 'E-mail',
  'coupon.submit': 'Cadastrar',
  'coupon.sending': 'Enviando…',
  'coupon.required': 'Preenchimento obrigatório',
  'coupon.invalidName': 'Nome inválido',
  'coupon.invalidEmail': 'E-mail inválido',
  'coupon.emailTaken': 'Este e-mail já está cadastrado',
  'coupon.alreadyRegistered': 'Você já se cadastrou nesta campanha',
  'coupon.registered': 'Cadastro feito! Você receberá o cupom no seu e-mail.',
  'coupon.prizeLimit': 'Os prêmios desta campanha se esgotaram!',
  'coupon.failed': 'Algo deu errado',
  'coupon.loading': 'Carregando a campanha…',
  'coupon.none': 'Nenhuma campanha no momento.',
} as const;

export type MessageId = keyof typeof pt;

/** pt in the page; en and es fetched for readers of those languages only (remote-kit catalogues.ts). */
export const messages: Catalogues = {
  pt,
  en: () => import(/* webpackChunkName: "i18n-en" */ './en').then((module) => module.en),
  es: () => import(/* webpackChunkName: "i18n-es" */ './es').then((module) => module.es),
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

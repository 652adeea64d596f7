/**
 * The rewards remote's catalogue. pt is the default and the fallback (spec 1); en and es must have
 * exactly the same keys (the type below and messages.test.ts check it).
 */
import type { Locale } from 'shared-contracts';
import { createUseT, type Messages } from 'shared-contracts/remote-kit';

const pt = {
  'rewards.title': 'Ganhe {megabytes} MB de internet',
  'rewards.lead': 'Leia {required} matérias ou vídeos e ganhe {megabytes} MB de bônus de internet.',
  'rewards.progress': '{read} de {required} matérias lidas',
  'rewards.button': 'Bônus de internet: {read} de {required} matérias lidas',
  'rewards.progressLabel': 'Seu progresso',
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
} as const;

export type MessageId = keyof typeof pt;

export const messages: Record<Locale, Messages & Record<MessageId, string>> = {
  pt,
  en: {
    'rewards.title': 'Get {megabytes} MB of data',
    'rewards.lead': 'Read {required} stories or videos and get a {megabytes} MB data bonus.',
    'rewards.progress': '{read} of {required} stories read',
    'rewards.button': 'Data bonus: {read} of {required} stories read',
    'rewards.progressLabel': 'Your progress',
    'rewards.startReading': 'Read the news',
    'rewards.close': 'Close',
    'rewards.empty': 'You have not read any story yet.',
    'rewards.notFound.title': 'Page not found',
    'rewards.notFound.body': 'The page you were looking for was not found',
    'rewards.home': 'Go to Home',
    'rewards.complete.title': 'Well done! You completed the challenge',
    'rewards.complete.body': 'Confirm to receive your {megabytes} MB data bonus.',
    'rewards.confirm': 'Confirm',
    'rewards.submitting': 'Sending…',
    'rewards.tooLong': 'Please try again later.',
    'rewards.success.title': 'Bonus confirmed!',
    'rewards.success': 'Your {megabytes} MB of data are on their way.',
    'rewards.continue': 'Continue',
    'rewards.failed': 'Something went wrong',
    'rewards.retry': 'Try again',
    'rewards.ended': 'The campaign has ended!',
    'rewards.limit': "The campaign reached today's limit! Come back tomorrow!",
  },
  es: {
    'rewards.title': 'Gana {megabytes} MB de internet',
    'rewards.lead': 'Lee {required} noticias o videos y gana {megabytes} MB de bono de internet.',
    'rewards.progress': '{read} de {required} noticias leídas',
    'rewards.button': 'Bono de internet: {read} de {required} noticias leídas',
    'rewards.progressLabel': 'Tu progreso',
    'rewards.startReading': 'Leer las noticias',
    'rewards.close': 'Cerrar',
    'rewards.empty': 'Todavía no has leído ninguna noticia.',
    'rewards.notFound.title': 'Contenido no existe',
    'rewards.notFound.body': 'La página que buscaste no fue encontrada',
    'rewards.home': 'Ir al inicio',
    'rewards.complete.title': '¡Felicidades! Completaste el desafío',
    'rewards.complete.body': 'Confirma para recibir {megabytes} MB de bono de internet.',
    'rewards.confirm': 'Confirmar',
    'rewards.submitting': 'Enviando…',
    'rewards.tooLong': 'Inténtalo de nuevo más tarde',
    'rewards.success.title': '¡Bono confirmado!',
    'rewards.success': 'Tus {megabytes} MB de internet están en camino.',
    'rewards.continue': 'Continuar',
    'rewards.failed': 'Algo está mal',
    'rewards.retry': 'Intentar de nuevo',
    'rewards.ended': '¡La campaña ha terminado!',
    'rewards.limit': '¡La campaña alcanzó el límite diario!, ¡vuelve mañana!',
  },
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

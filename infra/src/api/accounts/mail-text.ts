/**
 * The e-mails of the accounts domain (welcome, password reset) in the reader's language (spec 1:
 * pt default, en, es): subject and plain-text body. Pure.
 */
import { toLocale, type Locale } from 'shared-contracts';

export interface MailText {
  readonly subject: string;
  readonly text: string;
}

/** The mail language: the form's `locale` when given, else the first Accept-Language tag, else pt. */
export function mailLocale(locale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (locale) return toLocale(locale);
  return toLocale(acceptLanguage?.split(',')[0]);
}

const WELCOME: Record<Locale, (email: string) => MailText> = {
  pt: (email) => ({
    subject: 'Bem-vindo ao Onda Notícias',
    text: `Olá!\n\nSua conta ${email} foi criada. Agora seus favoritos ficam salvos em todos os seus aparelhos.\n\nOnda Notícias`,
  }),
  en: (email) => ({
    subject: 'Welcome to Onda Notícias',
    text: `Hello!\n\nYour account ${email} has been created. Your favourites are now saved on all your devices.\n\nOnda Notícias`,
  }),
  es: (email) => ({
    subject: 'Bienvenido a Onda Notícias',
    text: `¡Hola!\n\nTu cuenta ${email} fue creada. Ahora tus favoritos quedan guardados en todos tus dispositivos.\n\nOnda Notícias`,
  }),
};

const RESET: Record<Locale, (link: string) => MailText> = {
  pt: (link) => ({
    subject: 'Redefinição de senha',
    text: `Olá!\n\nPara criar uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez.\n\n${link}\n\nSe você não pediu a troca de senha, ignore este e-mail.\n\nOnda Notícias`,
  }),
  en: (link) => ({
    subject: 'Reset your password',
    text: `Hello!\n\nTo choose a new password, open the link below. It works for 1 hour and only once.\n\n${link}\n\nIf you did not ask for a new password, ignore this e-mail.\n\nOnda Notícias`,
  }),
  es: (link) => ({
    subject: 'Restablecer tu contraseña',
    text: `¡Hola!\n\nPara crear una nueva contraseña, abre el enlace de abajo. Vale por 1 hora y se puede usar una sola vez.\n\n${link}\n\nSi no pediste cambiar la contraseña, ignora este correo.\n\nOnda Notícias`,
  }),
};

export const welcomeMail = (locale: Locale, email: string): MailText => WELCOME[locale](email);
export const resetMail = (locale: Locale, link: string): MailText => RESET[locale](link);

/** The link of a reset e-mail: the site's reset page with the token (no other parameter). */
export function resetLink(publicUrl: string, token: string): string {
  const url = new URL('/reset_password', publicUrl);
  url.searchParams.set('reset_password_token', token);
  return url.toString();
}

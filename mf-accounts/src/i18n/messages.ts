/**
 * The accounts remote's catalogue. pt is the default and the fallback (spec 1); en and es must
 * have exactly the same keys (the type below and messages.test.ts check it). Error texts follow
 * spec 5 and 8.
 */
import type { Locale } from 'shared-contracts';
import { createUseT, type Messages } from 'shared-contracts/remote-kit';

const pt = {
  'accounts.home': 'Ir para Home',
  'accounts.comingSoon': 'Em breve você poderá fazer isso por aqui.',

  'accounts.title.signIn': 'Entrar',
  'accounts.title.forgotPassword': 'Esqueci minha senha',
  'accounts.title.signedIn': 'Minha conta',
  'accounts.title.signedOut': 'Você saiu da sua conta',
  'accounts.title.signupEmail': 'Cadastre-se com e-mail',
  'accounts.title.signupPassword': 'Crie sua senha',
  'accounts.title.resetPassword': 'Redefinir senha',
  'accounts.title.invalidToken': 'Link expirado',
  'accounts.title.notFound': 'Página não encontrada',

  'accounts.field.email': 'E-mail',
  'accounts.field.password': 'Senha',
  'accounts.error.invalidEmail': 'E-mail inválido',
  'accounts.error.passwordLength': 'Sua senha deve ter pelo menos 8 caracteres',
  'accounts.signIn.submit': 'Entrar',
  'accounts.signIn.forgot': 'Esqueceu sua senha?',
  'accounts.signIn.signUp': 'Ainda não tem conta? Cadastre-se',
  'accounts.signIn.unavailable': 'O login ainda não está disponível.',

  'accounts.forgot.lead': 'Informe o seu e-mail e enviaremos um link para você criar uma nova senha.',
  'accounts.signupEmail.lead':
    'Cadastre-se com o seu e-mail para salvar seus favoritos em qualquer aparelho.',
  'accounts.signupPassword.lead': 'Crie uma senha com pelo menos 8 caracteres.',
  'accounts.reset.lead': 'Crie uma nova senha para a sua conta.',
  'accounts.signedOut.lead': 'Até logo! Você pode entrar de novo quando quiser.',
  'accounts.invalidToken.message': 'O token de alteração da senha expirou',
  'accounts.invalidToken.resend': 'Reenviar',
  'accounts.notFound.body': 'A página que você procurou não foi encontrada',

  'accounts.signedIn.sections': 'Seções da conta',
  'accounts.signedIn.profile': 'Perfil',
  'accounts.signedIn.entities': 'Seguindo',
  'accounts.signedIn.saved': 'Salvos',
  'accounts.signedIn.greeting': 'Olá, {name}',
  'accounts.signedIn.notSignedIn': 'Você não está conectado.',
  'accounts.signedIn.emptyEntities': 'Você ainda não segue nenhum tópico.',

  'accounts.sheet.title': 'Cadastre-se',
  'accounts.sheet.lead': 'Crie sua conta para salvar seus favoritos e ganhar bônus de internet.',
  'accounts.sheet.email': 'Cadastrar com e-mail',
  'accounts.sheet.social': 'Cadastrar com rede social',
  'accounts.sheet.signIn': 'Já tem uma conta? Entre aqui',
  'accounts.sheet.close': 'Fechar',
  'accounts.social.unavailable': 'O login social ainda não está disponível.',
} as const;

export type MessageId = keyof typeof pt;

export const messages: Record<Locale, Messages & Record<MessageId, string>> = {
  pt,
  en: {
    'accounts.home': 'Go to Home',
    'accounts.comingSoon': 'You will soon be able to do this here.',

    'accounts.title.signIn': 'Sign in',
    'accounts.title.forgotPassword': 'Forgot my password',
    'accounts.title.signedIn': 'My account',
    'accounts.title.signedOut': 'You signed out',
    'accounts.title.signupEmail': 'Sign up with e-mail',
    'accounts.title.signupPassword': 'Create your password',
    'accounts.title.resetPassword': 'Reset password',
    'accounts.title.invalidToken': 'Link expired',
    'accounts.title.notFound': 'Page not found',

    'accounts.field.email': 'E-mail',
    'accounts.field.password': 'Password',
    'accounts.error.invalidEmail': 'Invalid e-mail',
    'accounts.error.passwordLength': 'Your password must have at least 8 characters',
    'accounts.signIn.submit': 'Sign in',
    'accounts.signIn.forgot': 'Forgot your password?',
    'accounts.signIn.signUp': 'No account yet? Sign up',
    'accounts.signIn.unavailable': 'Signing in is not available yet.',

    'accounts.forgot.lead': 'Enter your e-mail and we will send you a link to create a new password.',
    'accounts.signupEmail.lead': 'Sign up with your e-mail to keep your favorites on any device.',
    'accounts.signupPassword.lead': 'Create a password with at least 8 characters.',
    'accounts.reset.lead': 'Create a new password for your account.',
    'accounts.signedOut.lead': 'See you soon! You can sign in again whenever you like.',
    'accounts.invalidToken.message': 'The password change token has expired',
    'accounts.invalidToken.resend': 'Resend',
    'accounts.notFound.body': 'The page you were looking for was not found',

    'accounts.signedIn.sections': 'Account sections',
    'accounts.signedIn.profile': 'Profile',
    'accounts.signedIn.entities': 'Following',
    'accounts.signedIn.saved': 'Saved',
    'accounts.signedIn.greeting': 'Hello, {name}',
    'accounts.signedIn.notSignedIn': 'You are not signed in.',
    'accounts.signedIn.emptyEntities': 'You do not follow any topic yet.',

    'accounts.sheet.title': 'Sign up',
    'accounts.sheet.lead': 'Create your account to keep your favorites and earn a data bonus.',
    'accounts.sheet.email': 'Sign up with e-mail',
    'accounts.sheet.social': 'Sign up with a social network',
    'accounts.sheet.signIn': 'Already have an account? Sign in here',
    'accounts.sheet.close': 'Close',
    'accounts.social.unavailable': 'Social sign-in is not available yet.',
  },
  es: {
    'accounts.home': 'Ir al inicio',
    'accounts.comingSoon': 'Pronto podrás hacer esto aquí.',

    'accounts.title.signIn': 'Iniciar sesión',
    'accounts.title.forgotPassword': 'Olvidé mi contraseña',
    'accounts.title.signedIn': 'Mi cuenta',
    'accounts.title.signedOut': 'Cerraste tu sesión',
    'accounts.title.signupEmail': 'Regístrate con e-mail',
    'accounts.title.signupPassword': 'Crea tu contraseña',
    'accounts.title.resetPassword': 'Restablecer contraseña',
    'accounts.title.invalidToken': 'Enlace caducado',
    'accounts.title.notFound': 'Contenido no existe',

    'accounts.field.email': 'E-mail',
    'accounts.field.password': 'Contraseña',
    'accounts.error.invalidEmail': 'E-mail no válido',
    'accounts.error.passwordLength': 'Tu contraseña debe tener al menos 8 caracteres',
    'accounts.signIn.submit': 'Iniciar sesión',
    'accounts.signIn.forgot': '¿Olvidaste tu contraseña?',
    'accounts.signIn.signUp': '¿Todavía no tienes cuenta? Regístrate',
    'accounts.signIn.unavailable': 'El inicio de sesión todavía no está disponible.',

    'accounts.forgot.lead': 'Ingresa tu e-mail y te enviaremos un enlace para crear una nueva contraseña.',
    'accounts.signupEmail.lead':
      'Regístrate con tu e-mail para guardar tus favoritos en cualquier dispositivo.',
    'accounts.signupPassword.lead': 'Crea una contraseña de al menos 8 caracteres.',
    'accounts.reset.lead': 'Crea una nueva contraseña para tu cuenta.',
    'accounts.signedOut.lead': '¡Hasta pronto! Puedes volver a iniciar sesión cuando quieras.',
    'accounts.invalidToken.message': 'El token de cambio de contraseña caducó',
    'accounts.invalidToken.resend': 'Reenviar',
    'accounts.notFound.body': 'La página que buscaste no fue encontrada',

    'accounts.signedIn.sections': 'Secciones de la cuenta',
    'accounts.signedIn.profile': 'Perfil',
    'accounts.signedIn.entities': 'Siguiendo',
    'accounts.signedIn.saved': 'Guardados',
    'accounts.signedIn.greeting': 'Hola, {name}',
    'accounts.signedIn.notSignedIn': 'No has iniciado sesión.',
    'accounts.signedIn.emptyEntities': 'Todavía no sigues ningún tema.',

    'accounts.sheet.title': 'Regístrate',
    'accounts.sheet.lead': 'Crea tu cuenta para guardar tus favoritos y ganar un bono de internet.',
    'accounts.sheet.email': 'Registrarse con e-mail',
    'accounts.sheet.social': 'Registrarse con una red social',
    'accounts.sheet.signIn': '¿Ya tienes una cuenta? Inicia sesión aquí',
    'accounts.sheet.close': 'Cerrar',
    'accounts.social.unavailable': 'El inicio de sesión social todavía no está disponible.',
  },
};

/** The remote's typed translate hook: only ids of the pt catalogue compile. */
export const useT = createUseT<typeof pt>();

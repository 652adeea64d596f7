/**
 * The accounts remote's catalogue. pt is the default and the fallback (spec 1); en and es must
 * have exactly the same keys (the type below and messages.test.ts check it). Error texts follow
 * spec 5 and 8.
 */
import { createUseT, type Catalogues } from 'shared-contracts/remote-kit';

const pt = {
  'accounts.home': 'Ir para Home',
  'accounts.title.signIn': 'Entrar',
  'accounts.title.forgotPassword': 'Esqueci minha senha',
  'accounts.title.signedIn': 'Minha conta',
  'accounts.title.profile': 'Perfil',
  'accounts.title.entities': 'Seguindo',
  'accounts.title.signedOut': 'Você saiu da sua conta',
  'accounts.title.signupEmail': 'Cadastre-se com e-mail',
  'accounts.title.signupPassword': 'Crie sua senha',
  'accounts.title.resetPassword': 'Redefinir senha',
  'accounts.title.invalidToken': 'Link expirado',
  'accounts.title.notFound': 'Página não encontrada',

  'accounts.field.email': 'E-mail',
  'accounts.field.password': 'Senha',
  'accounts.field.passwordConfirm': 'Confirme a senha',
  'accounts.field.currentPassword': 'Senha atual',
  'accounts.field.newPassword': 'Nova senha',

  'accounts.error.invalidEmail': 'E-mail inválido',
  'accounts.error.passwordLength': 'Sua senha deve ter pelo menos 8 caracteres',
  'accounts.error.passwordCommon': 'Essa senha é muito comum ou fácil de adivinhar. Escolha outra.',
  'accounts.error.passwordMismatch': 'Senha invalida',
  'accounts.error.wrongCredentials': 'Usuário ou senha inválida',
  'accounts.error.currentPassword': 'Senha atual incorreta',
  'accounts.error.emailMissing': 'E-mail não encontrado',
  'accounts.error.accountExists': 'Já existe uma conta com este e-mail. Entre com a sua senha.',
  'accounts.error.sessionExpired': 'Sua sessão expirou. Entre novamente.',
  'accounts.error.tooMany': 'Muitas tentativas. Tente novamente mais tarde.',
  'accounts.error.mailUnavailable': 'Não foi possível enviar o e-mail. Tente novamente.',
  'accounts.error.network': 'Sem conexão. Verifique a sua internet e tente novamente.',
  'accounts.error.generic': 'Algo deu errado. Tente novamente.',
  'accounts.error.confirmDelete': 'O e-mail digitado não é o da sua conta',

  'accounts.signIn.submit': 'Entrar',
  'accounts.signIn.forgot': 'Esqueceu sua senha?',
  'accounts.signIn.signUp': 'Ainda não tem conta? Cadastre-se',
  'accounts.signIn.callback': 'Concluindo a entrada na sua conta…',
  'accounts.signIn.done': 'Você entrou na sua conta.',

  'accounts.signupEmail.lead':
    'Cadastre-se com o seu e-mail para salvar seus favoritos em qualquer aparelho.',
  'accounts.signupEmail.next': 'Continuar',
  'accounts.signupEmail.signIn': 'Já tem uma conta? Entre aqui',
  'accounts.signupPassword.lead': 'Crie uma senha com pelo menos 8 caracteres para {email}.',
  'accounts.signupPassword.submit': 'Criar conta',
  'accounts.signupPassword.changeEmail': 'Usar outro e-mail',
  'accounts.signupPassword.done': 'Conta criada. Boas-vindas!',

  'accounts.forgot.lead': 'Informe o seu e-mail e enviaremos um link para você criar uma nova senha.',
  'accounts.forgot.submit': 'Enviar link',
  'accounts.forgot.sent': 'Enviamos um link para {email}. Ele vale por 1 hora.',
  'accounts.reset.lead': 'Crie uma nova senha para a sua conta.',
  'accounts.reset.submit': 'Salvar nova senha',
  'accounts.signedOut.everywhere': 'Você saiu da sua conta em todos os aparelhos.',
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
  'accounts.signedIn.loading': 'Carregando…',

  'accounts.profile.email': 'E-mail da conta',
  'accounts.profile.changePassword': 'Alterar senha',
  'accounts.profile.changePasswordSubmit': 'Salvar senha',
  'accounts.profile.passwordChanged': 'Senha alterada.',
  'accounts.profile.everywhere': 'Sair de todos os aparelhos',
  'accounts.profile.everywhereLead':
    'Encerra a sua sessão em todos os navegadores e aparelhos, inclusive neste.',
  'accounts.profile.delete': 'Excluir conta',
  'accounts.profile.deleteLead':
    'Sua conta, seus favoritos e suas curtidas serão apagados. Isso não pode ser desfeito.',
  'accounts.profile.deleteConfirm': 'Para confirmar, digite o e-mail da conta',
  'accounts.profile.deleteSubmit': 'Excluir minha conta',
  'accounts.profile.deleted': 'Sua conta foi excluída.',

  'accounts.entities.lead': 'Os times, ligas e temas que você segue. Ative as notificações de cada um.',
  'accounts.entities.empty': 'Você ainda não segue nenhum tópico.',
  'accounts.entities.browse': 'Escolher favoritos',
  'accounts.entities.loadFailed': 'Não foi possível carregar os seus favoritos.',
  'accounts.entities.retry': 'Tentar de novo',
  'accounts.entities.push': 'Notificações de {name}',
  'accounts.entities.unfollow': 'Deixar de seguir {name}',
  'accounts.entities.pushOn': 'Notificações de {name} ativadas.',
  'accounts.entities.pushOff': 'Notificações de {name} desativadas.',

  'favorites.favoriting': '{name} foi adicionado aos seus favoritos.',
  'favorites.unfavoriting': '{name} foi removido dos seus favoritos.',
  'favorites.errorfavoriting':
    'ocorreu um erro ao se inscrever. Por favor, faça o login novamente ou entre em contato conosco.',

  'accounts.passkey.signIn': 'Entrar com chave de acesso',
  'accounts.passkey.title': 'Chaves de acesso',
  'accounts.passkey.lead': 'Entre sem senha, com a biometria ou o PIN deste aparelho.',
  'accounts.passkey.add': 'Adicionar chave de acesso',
  'accounts.passkey.added': 'Chave de acesso adicionada. Você já pode entrar com ela.',
  'accounts.passkey.expired': 'O pedido da chave de acesso expirou. Tente novamente.',
  'accounts.passkey.rejected': 'Chave de acesso não reconhecida.',
  'accounts.passkey.cancelled': 'A chave de acesso não foi usada.',
  'accounts.passkey.unavailable': 'Este navegador não conseguiu usar a chave de acesso.',
  'accounts.sheet.title': 'Cadastre-se',
  'accounts.sheet.lead': 'Crie sua conta para salvar seus favoritos e ganhar bônus de internet.',
  'accounts.sheet.email': 'Cadastrar com e-mail',
  'accounts.sheet.social': 'Cadastrar com rede social',
  'accounts.sheet.signIn': 'Já tem uma conta? Entre aqui',
  'accounts.sheet.close': 'Fechar',
  'accounts.social.label': 'Entrar com uma rede social',
  'accounts.social.signIn': 'Entrar com {name}',
  'accounts.social.expired': 'O pedido de login expirou. Tente novamente.',
  'accounts.social.refused': 'O login com a rede social não foi concluído.',
  'accounts.social.noEmail': 'A rede social não informou um e-mail verificado. Cadastre-se com seu e-mail.',
  'accounts.social.unknown': 'Este login social não está disponível.',
  'accounts.social.down': 'A rede social não respondeu. Tente novamente.',
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

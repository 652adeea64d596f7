/**
 * Messages of the news remote's favorites and sitemap pages (pt; en and es are in en.ts and
 * es.ts). favorites.favoriting / unfavoriting / errorfavoriting are spec 8's keys.
 */
const pt = {
  'favorites.favoriting': '{name} foi adicionado aos seus favoritos.',
  'favorites.unfavoriting': '{name} foi removido dos seus favoritos.',
  'favorites.errorfavoriting':
    'Ocorreu um erro ao se inscrever. Por favor, faça o login novamente ou entre em contato conosco.',
  'favorites.guestUnsaved': 'Seus favoritos não estão salvos em uma conta.',
  'favorites.continueGuest': 'Continuar como visitante',
  'favorites.register': 'Cadastrar',
  'favorites.signInTip': 'Entre na sua conta para salvar seus favoritos.',
  'favorites.signIn': 'Entrar',
  'favorites.open': 'Abrir {name}',
  'favorites.error': 'Não foi possível carregar os favoritos.',
  'favorites.retry': 'Tentar novamente',
  'favorites.myFeed': 'Notícias dos seus favoritos',
  'favorites.allFollowed': 'Todos',
  'favorites.followedNav': 'Seus favoritos',
  'favorites.children': 'Em {name}',
  'favorites.stories': 'Notícias',
  'favorites.back': 'Voltar aos favoritos',
  'favorites.bell': 'Alertas de {name}',
  'favorites.subscribe': 'vai enviar notificações.',
  'favorites.unsubscribe': 'não vai mais enviar notificações.',
  'favorites.pushBlocked': 'A notificação está desativada para este site',
  'favorites.pushConsent': 'Aceite os cookies para receber notificações.',

  'sitemap.intro': 'Todas as matérias publicadas, por período.',
  'sitemap.years': 'Anos',
  'sitemap.months': 'Meses',
  'sitemap.days': 'Dias',
  'sitemap.stories': 'Matérias',
  'sitemap.count': '{count, plural, =0 {nenhuma matéria} one {# matéria} other {# matérias}}',
  'sitemap.error': 'Não foi possível carregar o mapa do site.',
  'sitemap.previous': 'Página anterior',
  'sitemap.next': 'Próxima página',
  'sitemap.pagination': 'Páginas de matérias',
  'sitemap.breadcrumb': 'Navegação do mapa do site',
  'sitemap.root': 'Mapa do site',
} as const;

export const favorites = { pt };

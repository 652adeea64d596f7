/**
 * Portuguese (pt-BR) catalogue of the shell: the default and the fallback language (spec 1).
 * Its keys are the contract: en and es must have exactly the same keys (checked by a unit test).
 * Page titles are `title.<routeId>` with the ids of ROUTES in shared-contracts (spec 2 "Page titles").
 */
export const pt = {
  'skipLink.label': 'Pular para o conteúdo',

  'header.menu': 'Menu',
  'header.drawerNav': 'Menu de navegação',
  'header.mainNav': 'Principal',
  'header.home': 'Início',
  'header.tv': 'TV',
  'header.sports': 'Esportes',
  'header.favorites': 'Favoritos',
  'header.account': 'Minha conta',
  'header.search': 'Buscar',
  'header.rewards': 'Bônus de internet: leia matérias e ganhe dados',
  'header.signIn': 'Entrar',
  'header.greeting': 'Olá, {name}',
  'header.profile': 'Perfil',
  'header.signOut': 'Sair',

  'topics.label': 'Tópicos',
  'topics.tv': 'TV',
  'topics.sports': 'Esportes',
  'topics.more': 'Mais tópicos',
  'topics.entities-news': 'Notícias',
  'topics.entities-entertainment': 'Entretenimento',
  'topics.entities-sports': 'Esportes',

  'footer.nav': 'Institucional',
  'footer.about': 'Sobre',
  'footer.privacy': 'Política de privacidade',
  'footer.terms': 'Termos e condições',
  'footer.contact': 'Fale conosco',
  'footer.sitemap': 'Mapa do site',
  'footer.cookies': 'Preferências de privacidade',
  'footer.copyright': '© {year} {siteName}',
  'footer.poweredBy': 'Desenvolvido por {maker}',

  'language.label': 'Idioma',
  'language.pt': 'Português',
  'language.en': 'English',
  'language.es': 'Español',

  'notFound.code': '404',
  'notFound.title': 'Página não encontrada',
  'notFound.description': 'A página que você procurou não foi encontrada',
  'notFound.hint': 'Por favor, volte para a home.',
  'notFound.home': 'Ir para Home',
  'notFound.imageAlt': 'Ilustração de um mapa com um ponto de interrogação',

  'notSupported.title': 'Navegador não suportado',
  'notSupported.body':
    'Este navegador não é mais suportado. Para uma experiência melhor e mais segura, recomendamos o novo Microsoft Edge.',
  'notSupported.download': 'Baixar o novo Microsoft Edge',

  'toasts.label': 'Notificações',
  'progress.label': 'Carregando a página',

  'cookies.region': 'Aviso de cookies',
  'cookies.message':
    'Com a sua permissão, medimos a audiência e personalizamos anúncios. <link>Privacidade</link>',
  'cookies.accept': 'Aceitar',
  'pwa.install.region': 'Instalar o aplicativo',
  'pwa.install.message':
    'Instale a Onda Notícias na tela inicial: abre mais rápido, funciona sem conexão e gasta menos dados.',
  'pwa.install.download': 'Baixar',
  'pwa.install.ok': 'OK',
  'pwa.install.cancel': 'Cancelar',
  'pwa.installed': 'Aplicativo instalado. Abra pela tela inicial.',
  'pwa.update.message': 'Nova versão disponível.',
  'pwa.update.body': 'Ela será carregada na próxima página que você abrir.',
  'pwa.update.now': 'Atualizar agora',
  'pwa.update.dismiss': 'Fechar aviso de nova versão',
  'pwa.page.install': 'Instalar o aplicativo',
  'pwa.page.unsupported': 'Este navegador não oferece a instalação por um botão: siga os passos acima.',
  'cookies.necessary': 'Somente necessários',
  'cookies.customize': 'Personalizar',
  'cookies.purposes': 'O que você permite',
  'cookies.necessaryNote': 'Os cookies necessários (sessão, idioma e esta escolha) estão sempre ativos.',
  'cookies.measurement': 'Medição de audiência:',
  'cookies.measurement.detail': 'contamos visitas e leituras para saber o que os leitores leem.',
  'cookies.ads': 'Anúncios personalizados:',
  'cookies.ads.detail': 'escolhemos anúncios pelo que você lê; sem isso, pela seção da página.',
  'cookies.push': 'Pedidos de notificação:',
  'cookies.push.detail': 'podemos perguntar se você quer alertas dos seus favoritos.',
  'cookies.save': 'Salvar escolhas',
  'cookies.failed': 'Não foi possível salvar a sua escolha. Tente de novo.',
  'cookies.preferences': 'Preferências de privacidade',
  'cookies.current': 'Sua escolha de {date}: {choice}.',
  'cookies.none': 'Você ainda não escolheu.',
  'cookies.kind.all': 'tudo permitido',
  'cookies.kind.necessary': 'somente necessários',
  'cookies.kind.custom': 'personalizada',
  'cookies.saved': 'Preferências salvas.',

  'external.title': 'Você está saindo do site',
  'external.body': 'Você será levado para um site externo: {host}.',
  'external.charges': 'Poderão ser cobradas tarifas de dados pela sua operadora.',
  'external.accept': 'Continuar',
  'external.deny': 'Cancelar',
  'external.invalidTitle': 'Link inválido',
  'external.invalidBody': 'Este endereço não é um link da web (http ou https) e não foi aberto.',

  'title.home': 'Notícias, vídeos e placares ao vivo',
  'title.discover': 'Descobrir',
  'title.search': 'Busca',
  'title.trending': 'Em alta',
  'title.resetPassword': 'Redefinir senha',
  'title.favorites': 'Favoritos',
  'title.readLater': 'Ler depois',
  'title.notFound': 'Página não encontrada',
  'title.notSupported': 'Navegador não suportado',
  'title.calendarEvents': 'Calendário de jogos',
  'title.calendarStandings': 'Classificação',
  'title.alert': 'Alerta',
  'title.newsStory': 'Notícia',
  'title.videoStory': 'Vídeo',
} as const;

/** Every message id of the shell. */
export type MessageId = keyof typeof pt;
/** A complete catalogue: the same keys as pt, any text. */
export type Messages = Record<MessageId, string>;

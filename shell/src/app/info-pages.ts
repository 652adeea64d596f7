/**
 * Content of the shell's institutional pages, per language. Site configuration may point the
 * footer links elsewhere (spec 2 "Footer"); these are the defaults at /about.html etc.
 */
import type { Locale } from 'shared-contracts';

export type InfoPageId = 'about' | 'privacy' | 'terms' | 'pwa' | 'comingSoon';

interface InfoContent {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const INFO_PAGES: Record<InfoPageId, Record<Locale, InfoContent>> = {
  about: {
    pt: {
      title: 'Sobre a Onda Notícias',
      paragraphs: [
        'A Onda Notícias reúne notícias, vídeos e placares esportivos ao vivo em um só lugar, pensada para quem lê no celular.',
        'Siga ligas, times, atletas e assuntos para montar o seu feed, salve matérias para ler depois e acompanhe os jogos em tempo real.',
        'Leia 3 matérias ou vídeos e ganhe 50 MB de bônus de internet.',
      ],
    },
    en: {
      title: 'About Onda Notícias',
      paragraphs: [
        'Onda Notícias brings news, videos and live sports scores together in one place, made for reading on your phone.',
        'Follow leagues, teams, athletes and topics to build your feed, save stories to read later and follow games live.',
        'Read 3 stories or videos and earn a 50 MB data bonus.',
      ],
    },
    es: {
      title: 'Acerca de Onda Notícias',
      paragraphs: [
        'Onda Notícias reúne noticias, videos y marcadores deportivos en vivo en un solo lugar, pensada para leer en el móvil.',
        'Sigue ligas, equipos, atletas y temas para armar tu feed, guarda noticias para leer después y sigue los partidos en vivo.',
        'Lee 3 noticias o videos y gana 50 MB de bono de datos.',
      ],
    },
  },
  privacy: {
    pt: {
      title: 'Política de privacidade',
      paragraphs: [
        'Usamos um identificador anônimo de sessão para guardar suas preferências, como times seguidos e curtidas, mesmo sem cadastro.',
        'Matérias salvas para ler depois ficam apenas no seu aparelho. Você pode apagar os cookies do site a qualquer momento no navegador.',
        'Se você criar uma conta, usamos seu e-mail apenas para entrar e recuperar a senha.',
        'Só com a sua permissão medimos a audiência (páginas vistas, leituras e o tempo de leitura, sem o seu endereço IP e com o identificador anônimo cifrado) e escolhemos anúncios pelo que você lê. Sem ela, nenhuma medição é feita e os anúncios seguem a seção da página. Os dados brutos de medição são apagados depois de um prazo; ficam apenas totais por dia.',
        'Você pode mudar a sua escolha a qualquer momento, aqui ou pelo link Preferências de privacidade no rodapé.',
      ],
    },
    en: {
      title: 'Privacy policy',
      paragraphs: [
        'We use an anonymous session id to keep your preferences, such as followed teams and likes, even without an account.',
        'Stories saved to read later stay on your device only. You can delete the site cookies at any time in your browser.',
        'If you create an account, we use your e-mail only to sign you in and to reset your password.',
        'Only with your permission do we measure our audience (page views, reads and reading time, without your IP address and with the anonymous id hashed) and choose ads by what you read. Without it nothing is measured and ads follow the page’s section. Raw measurements are deleted after a while; only daily totals are kept.',
        'You can change your choice at any time, here or through the Privacy preferences link in the footer.',
      ],
    },
    es: {
      title: 'Política de privacidad',
      paragraphs: [
        'Usamos un identificador anónimo de sesión para guardar tus preferencias, como equipos seguidos y me gusta, incluso sin cuenta.',
        'Las noticias guardadas para leer después quedan solo en tu dispositivo. Puedes borrar las cookies del sitio en cualquier momento.',
        'Si creas una cuenta, usamos tu correo solo para iniciar sesión y recuperar la contraseña.',
        'Solo con tu permiso medimos la audiencia (páginas vistas, lecturas y tiempo de lectura, sin tu dirección IP y con el identificador anónimo cifrado) y elegimos anuncios por lo que lees. Sin él no se mide nada y los anuncios siguen la sección de la página. Los datos brutos se borran después de un plazo; solo quedan totales por día.',
        'Puedes cambiar tu elección en cualquier momento, aquí o con el enlace Preferencias de privacidad del pie de página.',
      ],
    },
  },
  terms: {
    pt: {
      title: 'Termos e condições',
      paragraphs: [
        'O conteúdo de cada matéria pertence ao seu veículo, creditado na página. Dados de futebol: openfootball (CC0).',
        'O bônus de internet é concedido uma vez por campanha, conforme as regras da campanha ativa.',
        'Links externos abrem sites de terceiros; o uso de dados pode ser cobrado pela sua operadora.',
      ],
    },
    en: {
      title: 'Terms and conditions',
      paragraphs: [
        'The content of each story belongs to its publisher, credited on the page. Football data: openfootball (CC0).',
        'The data bonus is granted once per campaign, under the rules of the active campaign.',
        'External links open third-party sites; your carrier may charge for the data used.',
      ],
    },
    es: {
      title: 'Términos y condiciones',
      paragraphs: [
        'El contenido de cada noticia pertenece a su medio, citado en la página. Datos de fútbol: openfootball (CC0).',
        'El bono de datos se otorga una vez por campaña, según las reglas de la campaña activa.',
        'Los enlaces externos abren sitios de terceros; tu operador puede cobrar los datos usados.',
      ],
    },
  },
  pwa: {
    pt: {
      title: 'Instale o aplicativo',
      paragraphs: [
        'Com a Onda Notícias na tela inicial, o site abre mais rápido, gasta menos dados e as notícias salvas em "Ler depois" podem ser lidas sem conexão.',
        'No Android (Chrome, Samsung Internet, Edge): toque em "Instalar o aplicativo" abaixo ou, no menu ⋮ do navegador, em "Instalar app" ou "Adicionar à tela inicial".',
        'No iPhone e iPad (Safari): toque em Compartilhar (o quadrado com a seta para cima), depois em "Adicionar à Tela de Início" e em "Adicionar".',
      ],
    },
    en: {
      title: 'Install the app',
      paragraphs: [
        'With Onda Notícias on your home screen, the site opens faster, uses less data, and stories saved with "Read later" can be read offline.',
        'On Android (Chrome, Samsung Internet, Edge): tap "Install the app" below or, in the browser\'s ⋮ menu, "Install app" or "Add to home screen".',
        'On iPhone and iPad (Safari): tap Share (the square with an arrow pointing up), then "Add to Home Screen" and "Add".',
      ],
    },
    es: {
      title: 'Instala la aplicación',
      paragraphs: [
        'Con Onda Notícias en la pantalla de inicio, el sitio abre más rápido, gasta menos datos y las noticias guardadas en "Leer después" se pueden leer sin conexión.',
        'En Android (Chrome, Samsung Internet, Edge): toca "Instalar la aplicación" abajo o, en el menú ⋮ del navegador, "Instalar aplicación" o "Añadir a la pantalla de inicio".',
        'En iPhone y iPad (Safari): toca Compartir (el cuadrado con una flecha hacia arriba), luego "Añadir a la pantalla de inicio" y "Añadir".',
      ],
    },
  },
  comingSoon: {
    pt: {
      title: 'Voltamos em breve',
      paragraphs: ['O site está passando por manutenção. Tente de novo em alguns minutos.'],
    },
    en: {
      title: 'Back soon',
      paragraphs: ['The site is under maintenance. Please try again in a few minutes.'],
    },
    es: {
      title: 'Volvemos pronto',
      paragraphs: ['El sitio está en mantenimiento. Inténtalo de nuevo en unos minutos.'],
    },
  },
};

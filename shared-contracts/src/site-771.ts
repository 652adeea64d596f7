/**
 * The bundled fallback configuration of site 771 (spec 3: "A built-in fallback config exists";
 * spec 8: used when the config call fails). The API seeds the same document.
 */
import type { SiteConfig } from './api/site-config';

export const SITE_ID = 771;

export const FALLBACK_SITE_CONFIG: SiteConfig = {
  id: SITE_ID,
  name: 'Onda Notícias',
  context: 'sites',
  language: 'pt',
  uuid: '7f1d2c3a-771a-4b5e-9c0d-0a771e5e0771',
  url: 'http://localhost:8080',
  terms_and_conditions_url: '/terms_and_conditions.html',
  about_url: '/about.html',
  privacy_policy_url: '/privacy_policy.html',
  contact_us: 'contato@onda.example',
  meta: {
    title: 'Onda Notícias',
    keywords: 'notícias, esportes, futebol, placar ao vivo, TV, vídeos',
    description: 'Notícias, vídeos e placares ao vivo. Leia 3 matérias e ganhe 50 MB de bônus.',
  },
  template: {
    content: [
      { name: 'Destaques', key: 'highlights', source_id: 'highlights', source_type: 'Gallery' },
      { name: 'Entretenimento', key: 'entertainment', source_id: 'entertainment', source_type: 'Gallery' },
      { name: 'Esportes', key: 'sports', source_id: 'sports', source_type: 'Gallery' },
      { name: 'Estilo de vida', key: 'lifestyle', source_id: 'lifestyle', source_type: 'Gallery' },
      { name: 'Capa', key: 'cover', source_id: 'cover', source_type: 'Gallery' },
      { name: 'Notícias', key: 'news', source_id: 'news', source_type: 'Gallery' },
      { name: 'Tecnologia', key: 'technology', source_id: 'technology', source_type: 'Gallery' },
      { name: 'TV', key: 'tv', source_id: 'tim-tv', source_type: 'Gallery' },
      // The world-cup gallery (spec 1) is left out: the data has no World Cup content to fill it.
    ],
    branding: {
      favicon: { url: '/assets/favicon.svg' },
      logos: { large: '/assets/logo.svg', small: '/assets/logo-small.svg', empty: '/assets/logo-empty.svg' },
      colors: {
        header: '#002a5c',
        brand: '#0050b3',
        highlights: '#e4002b',
        headings: '#101828',
        texts: '#344054',
        body: '#ffffff',
        backgrounds: '#f2f4f7',
        link: '#0047a3',
        button: '#0050b3',
        error: '#b42318',
        accent: '#f79009',
      },
    },
  },
  powered_by: 'Onda Digital',
  social: { facebook: { api_key: '' } },
  favorites: { primary: ['entities', 'leagues'], secondary: ['teams'] },
  site_default_follows: [
    { id: 'news', name: 'Notícias', context: 'entities' },
    { id: 'entertainment', name: 'Entretenimento', context: 'entities' },
    { id: 'sports', name: 'Esportes', context: 'entities' },
    { id: 'brasileirao', name: 'Brasileirão Série A', context: 'leagues' },
    { id: 'premier-league', name: 'Premier League', context: 'leagues' },
    { id: 'la-liga', name: 'LaLiga', context: 'leagues' },
    { id: 'uefa-champions-league', name: 'UEFA Champions League', context: 'leagues' },
    { id: 'copa-libertadores', name: 'Copa Libertadores', context: 'leagues' },
  ],
};

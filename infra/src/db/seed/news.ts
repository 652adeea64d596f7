/**
 * Real news text: Agência Brasil articles (CC BY 3.0 BR, credited with their author) and Folha de
 * S.Paulo sentences from the Porttinari treebank (CC BY 4.0), grouped by document into short items.
 * Nothing here is invented: titles are the items' own first sentence or headline.
 */
import type { Insertable } from 'kysely';
import type { ContentTable, ContentTagsTable, PublishersTable } from '../types';
import type { AgenciaArticle, FolhaSentence } from './files';

export const VERTICALS = {
  news: 'Notícias',
  entertainment: 'Entretenimento',
  sports: 'Esportes',
} as const;
export type VerticalKey = keyof typeof VERTICALS;

export const PUBLISHERS: Insertable<PublishersTable>[] = [
  {
    id: 'agencia-brasil',
    name: 'Agência Brasil',
    common_name: 'agencia-brasil',
    url: 'https://agenciabrasil.ebc.com.br',
    license: 'CC BY 3.0 BR',
    attribution: 'Agência Brasil (EBC), Creative Commons Atribuição 3.0 Brasil',
  },
  {
    id: 'folha',
    name: 'Folha de S.Paulo',
    common_name: 'folha',
    url: 'https://www.folha.uol.com.br',
    license: 'CC BY 4.0',
    attribution:
      'Folha de S.Paulo, via Porttinari: Duran, M.S.; Lopes, L.; Nunes, M.G.V.; Pardo, T.A.S. (2023) "The Dawn of the Porttinari Multigenre Treebank", STIL 2023',
  },
  {
    id: 'onda-esportes-dados',
    name: 'Onda Esportes — dados',
    common_name: 'onda-esportes-dados',
    url: null,
    license: 'CC0 (dados openfootball)',
    attribution: 'Texto gerado automaticamente a partir dos resultados reais do openfootball (CC0)',
    generated: true,
  },
];

const AGENCIA_SECTIONS: Record<string, { vertical: VerticalKey; category: string }> = {
  Cultura: { vertical: 'entertainment', category: 'Cultura' },
  'rio-2016': { vertical: 'sports', category: 'Rio 2016' },
};

export interface NewsRows {
  content: Insertable<ContentTable>[];
  tags: Insertable<ContentTagsTable>[];
}

function entityTag(contentId: string, vertical: VerticalKey): Insertable<ContentTagsTable> {
  return { content_id: contentId, context: 'entities', profile_id: vertical };
}

function paragraphs(body: string): string[] {
  return body
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The first sentences of a text, up to about `limit` characters. */
function lead(text: string, limit = 280): string {
  const sentences = text.match(/[^.!?]+[.!?]+["”)]*\s*/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if (out !== '' && out.length + sentence.length > limit) break;
    out += sentence;
  }
  return out.trim();
}

export function buildAgenciaRows(articles: readonly AgenciaArticle[]): NewsRows {
  const content: Insertable<ContentTable>[] = [];
  const tags: Insertable<ContentTagsTable>[] = [];
  for (const article of articles) {
    const section = AGENCIA_SECTIONS[article.section] ?? { vertical: 'news', category: article.section };
    const body = paragraphs(article.body).join('\n\n');
    content.push({
      id: article.id,
      type: 'news_stories',
      name: article.title,
      description: lead(body),
      body,
      link: article.url,
      publisher_id: 'agencia-brasil',
      author: article.author,
      published_at: article.published_at,
      date_is_real: true,
      vertical_key: section.vertical,
      vertical_label: VERTICALS[section.vertical],
      category: section.category,
      photo_url: null,
      event_id: null,
      generated: false,
    });
    tags.push(entityTag(article.id, section.vertical));
  }
  return { content, tags };
}

const SPORTS_WORDS =
  /\b(futebol|campeonato|gols?|técnico|treinador|seleção|olimpíadas?|jogador(es)?|atletas?|torcedor(es)?|estádio)\b/i;
const ENTERTAINMENT_WORDS =
  /\b(filmes?|cinema|música|novela|shows?|teatro|atore?s?|atriz|banda|disco|álbum|cantor(a)?|festival|exposição)\b/i;

function classify(text: string): VerticalKey {
  if (SPORTS_WORDS.test(text)) return 'sports';
  if (ENTERTAINMENT_WORDS.test(text)) return 'entertainment';
  return 'news';
}

/** Items spread over this many days before the seed date (the dataset carries no dates). */
const FOLHA_SPREAD_DAYS = 45;

/**
 * Folha sentences grouped by document. The treebank keeps only some sentences of each article
 * and no dates, so: documents with at least two sentences become items, sentences stay in their
 * original order as separate paragraphs, and the publish date is the ingest date (spread over the
 * weeks before the seed; date_is_real = false).
 */
export function buildFolhaRows(sentences: readonly FolhaSentence[], seededAt: Date): NewsRows {
  const byDoc = new Map<string, FolhaSentence[]>();
  for (const sentence of sentences) {
    const list = byDoc.get(sentence.doc_id) ?? [];
    list.push(sentence);
    byDoc.set(sentence.doc_id, list);
  }
  const docs = [...byDoc.entries()]
    .filter(([, list]) => list.length >= 2)
    .sort(([a], [b]) => a.localeCompare(b));

  const content: Insertable<ContentTable>[] = [];
  const tags: Insertable<ContentTagsTable>[] = [];
  const step = (FOLHA_SPREAD_DAYS * 24 * 60 * 60 * 1000) / Math.max(1, docs.length);
  docs.forEach(([docId, list], index) => {
    const texts = [...list].sort((a, b) => a.sentence_number - b.sentence_number).map((s) => s.text.trim());
    const [first = '', ...rest] = texts;
    const body = texts.join('\n\n');
    const vertical = classify(body);
    const id = `folha-${docId.replace(/^FOLHA_DOC/, '').toLowerCase()}`;
    content.push({
      id,
      type: 'news_stories',
      name: first,
      description: lead(rest.join(' '), 400) || first,
      body,
      link: null,
      publisher_id: 'folha',
      author: null,
      published_at: new Date(seededAt.getTime() - (index + 1) * step).toISOString(),
      date_is_real: false,
      vertical_key: vertical,
      vertical_label: VERTICALS[vertical],
      category: VERTICALS[vertical],
      photo_url: null,
      event_id: null,
      generated: false,
    });
    tags.push(entityTag(id, vertical));
  });
  return { content, tags };
}

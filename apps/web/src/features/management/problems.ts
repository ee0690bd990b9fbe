import { anyMessage, isAnyMessageKey } from '@vetor/domain/management/management.messages';

// What the domain schema finds wrong in a draft, in pt-BR an editor can act on: every problem at
// once, each naming its field as the form labels it ("Seção 2 › Título: obrigatório."), never zod's
// English ("name: Too small: expected string to have >=1 characters").

/** The form's labels of the content files' fields. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Identificador',
  name: 'Nome',
  title: 'Título',
  description: 'Descrição',
  category: 'Categoria',
  classes: 'Classes',
  synonyms: 'Sinônimos',
  systems: 'Sistemas',
  sections: 'Seção',
  subtopics: 'Subtópico',
  items: 'Item',
  references: 'Referência',
  internalReferences: 'Referência interna',
  doses: 'Dose',
  dose: 'Dose',
  options: 'Opção',
  route: 'Via',
  frequency: 'Frequência',
  frequencyUnit: 'Unidade da frequência',
  measurement: 'Unidade da dose',
  concentration: 'Concentração',
  unit: 'Unidade',
  label: 'Rótulo',
  controlled: 'Controle especial',
  attention: 'Atenção',
  info: 'Informações',
  animals: 'Espécies',
  treatment: 'Tratamento',
  completeApproach: 'Abordagem completa',
  contentPoints: 'Pontos do conteúdo',
  photo: 'Foto',
  photos: 'Foto',
  caption: 'Legenda',
  alt: 'Texto alternativo',
  text: 'Texto',
  paragraphs: 'Parágrafo',
  lines: 'Linha',
  headers: 'Cabeçalho',
  table: 'Tabela',
  link: 'Endereço (link)',
  url: 'Endereço (link)',
  year: 'Ano',
  magazine: 'Revista',
  addendum: 'Complemento',
  type: 'Tipo',
  style: 'Estilo',
  video: 'Vídeo',
};

interface Issue {
  code?: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
}

/** "sections.1.title" → "Seção 2 › Título": a list index follows its list's label, counted from 1. */
export function fieldLabel(path: PropertyKey[]): string {
  const parts: string[] = [];
  for (const key of path) {
    if (typeof key === 'number') {
      if (parts.length) parts[parts.length - 1] += ` ${key + 1}`;
      else parts.push(`Item ${key + 1}`);
    } else parts.push(FIELD_LABELS[String(key)] ?? String(key));
  }
  return parts.join(' › ') || 'Item';
}

function describe(issue: Issue): string {
  const n = Number(issue.minimum ?? issue.maximum ?? 0);
  const list = issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'too_small':
      if (list) return n <= 1 ? 'inclua ao menos um' : `inclua ao menos ${n}`;
      if (issue.origin === 'string') return n <= 1 ? 'obrigatório' : `precisa de ao menos ${n} caracteres`;
      return `precisa ser no mínimo ${n}`;
    case 'too_big':
      if (list) return `no máximo ${n}`;
      if (issue.origin === 'string') return `no máximo ${n} caracteres`;
      return `precisa ser no máximo ${n}`;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'obrigatório' : 'valor em formato inválido';
    case 'invalid_format':
      return issue.format === 'url' ? 'endereço inválido (comece com https://)' : 'formato inválido';
    case 'invalid_value':
    case 'invalid_union':
      return 'escolha uma das opções';
    case 'unrecognized_keys':
      return 'tem campos que não existem neste formulário';
    default:
      // Domain rules (refine) say what is wrong in pt-BR, or give a key of the message catalogue.
      if (isAnyMessageKey(issue.message)) return anyMessage(issue.message).replace(/\.$/, '');
      return issue.code === 'custom' && issue.message ? issue.message : 'valor inválido';
  }
}

/** Every problem the schema finds (at most `limit`, then how many more), or none. */
export function problemsOf(result: { success: boolean; error?: { issues: Issue[] } }, limit = 6): string[] {
  if (result.success || !result.error) return [];
  const lines = result.error.issues.map((issue) => `${fieldLabel(issue.path)}: ${describe(issue)}.`);
  const unique = [...new Set(lines)];
  if (unique.length <= limit) return unique;
  return [...unique.slice(0, limit), `E mais ${unique.length - limit} problema(s).`];
}

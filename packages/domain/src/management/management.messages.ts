import { fillMessage, type MessageKey, messages } from '../messages.js';

// The management area's texts, apart from the app's catalogue (messages.ts): the web's first load
// carries that catalogue, and these are only needed by the server and the management area's lazy
// chunk (docs/decisions/web-performance.md).
export const managementMessages = {
  ERROR_GET_DRUG: 'Não foi possível carregar o medicamento.',
  SAVE_DRUG_ERROR: 'Erro ao salvar droga',
  READ_FILE_ERROR: 'Erro ao ler arquivo',
  IMPORT_INVALID_COLUMNS: 'Quantidade de colunas inválidas (max 3).',
  IMPORT_INVALID_LINE: 'Linha {line} inválida: o número de colunas não corresponde ao cabeçalho.',
  IMPORT_EMPTY_HEADER: 'A planilha precisa de um cabeçalho preenchido.',
  IMPORT_INVALID_CHARACTER:
    'Linha {line}, coluna {column}: há um caractere inválido (por exemplo, um byte nulo). Salve a planilha de novo como CSV UTF-8.',
  IMPORT_FORMULA_CELL:
    'Linha {line}, coluna {column}: o texto não pode começar com =, +, - ou @ (uma planilha o executaria como fórmula).',
  IMPORT_INVALID_NAME: 'Linha {line}, coluna {column}: o nome precisa ter de 1 a 120 caracteres.',
  IMPORT_INVALID_CATEGORY:
    'Linha {line}, coluna {column}: a categoria "{value}" não existe. Use o número de uma destas: {allowed}.',
  MANAGEMENT_INVALID_LOGIN: 'Usuário ou senha incorretos.',
  MANAGEMENT_REVIEWER_REQUIRED: 'Esta versão precisa ser aprovada por outra pessoa da equipe.',
  MANAGEMENT_NOTHING_TO_APPROVE: 'Este item não tem versão para aprovar.',
  PHOTO_INVALID: 'Foto não aceita: envie JPG, PNG ou WebP de até 5 MB.',
  MANAGEMENT_WEAK_PASSWORD: 'A senha precisa de ao menos 10 caracteres, com letras e números.',
  MANAGEMENT_EDITOR_EXISTS: 'Já existe alguém da equipe com este usuário.',
  MANAGEMENT_SELF_CHANGE: 'Você não pode desativar o próprio acesso nem mudar o próprio perfil.',
} as const;

/** Both catalogues: what the server answers with and what the management area shows. */
export const allMessages: Record<MessageKey, string> = { ...messages, ...managementMessages };

/** The pt-BR text of any code, the app's or the management area's, with `{name}` placeholders filled. */
export function anyMessage(key: MessageKey, params?: Record<string, string | number>): string {
  return fillMessage(allMessages[key], params);
}

export function isAnyMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(allMessages, value);
}

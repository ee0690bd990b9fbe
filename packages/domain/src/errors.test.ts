import { describe, expect, it } from 'vitest';
import { AppError, statusOf } from './errors.js';
import { allMessages, anyMessage, isAnyMessageKey, managementMessages } from './management/management.messages.js';
import { isMessageKey, message, messages } from './messages.js';

describe('message catalogue', () => {
  it('keeps the spec quotes verbatim', () => {
    expect(messages.REQUIRED_FIELD).toBe('Campo obrigatório.');
    expect(messages.AI_QUESTION_MAX).toBe('Máx 500 caracteres.');
    expect(messages.CALCULATOR_PLACEHOLDER).toBe('Preencha os campos para visualizar o resultado');
    expect(messages.OFFLINE).toBe('Dispositivo offline. Esta seção precisa de conexão com a internet...');
  });
  it('fills placeholders', () => {
    expect(message('PURCHASE_ERROR_CODE', { code: 42 })).toBe('ERROR - Cod: 42');
  });
  it('has no empty text', () => {
    for (const [key, text] of Object.entries(allMessages)) expect(text.trim(), key).not.toBe('');
  });
  it('keeps the management texts apart from the first load’s catalogue, with no key in both', () => {
    for (const key of Object.keys(managementMessages)) {
      expect(Object.hasOwn(messages, key), key).toBe(false);
      expect(isMessageKey(key), key).toBe(false);
      expect(isAnyMessageKey(key), key).toBe(true);
    }
    expect(anyMessage('IMPORT_INVALID_LINE', { line: 3 })).toBe(
      'Linha 3 inválida: o número de colunas não corresponde ao cabeçalho.',
    );
    expect(anyMessage('INVALID_EMAIL')).toBe(message('INVALID_EMAIL'));
    // The app's lookup of a management code gives the generic error rather than undefined.
    expect(message('MANAGEMENT_INVALID_LOGIN')).toBe(messages.ERROR);
  });
});

describe('AppError', () => {
  it('carries the pt-BR text, the field and the status of its code', () => {
    const e = new AppError('INVALID_EMAIL', { field: 'email' });
    expect(e.message).toBe('Informe um e-mail válido.');
    expect(e.field).toBe('email');
    expect(e.status).toBe(400);
    expect(statusOf('PREMIUM_REQUIRED')).toBe(403);
  });
  it('carries a management code’s own text', () => {
    expect(new AppError('MANAGEMENT_INVALID_LOGIN').message).toBe('Usuário ou senha incorretos.');
  });
});

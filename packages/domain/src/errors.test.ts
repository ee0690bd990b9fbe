import { describe, expect, it } from 'vitest';
import { AppError, statusOf } from './errors.js';
import { message, messages } from './messages.js';

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
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
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
});

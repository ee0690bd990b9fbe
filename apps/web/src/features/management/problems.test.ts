import { drugFileSchema } from '@vetor/domain/content/drug.schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, problemsOf } from './problems';

describe('management form problems in pt-BR', () => {
  it('names the field as the form does and says what to do, for every problem at once', () => {
    const schema = z.object({
      name: z.string().min(1),
      sections: z.array(z.object({ title: z.string().min(3), link: z.url() })).min(1),
      year: z.number().max(2100),
    });
    const result = schema.safeParse({ name: '', sections: [{ title: 'a', link: 'nada' }], year: 3000 });
    expect(problemsOf(result)).toEqual([
      'Nome: obrigatório.',
      'Seção 1 › Título: precisa de ao menos 3 caracteres.',
      'Seção 1 › Endereço (link): endereço inválido (comece com https://).',
      'Ano: precisa ser no máximo 2100.',
    ]);
  });

  it('never shows zod English for a real drug file with its name cleared', () => {
    const problems = problemsOf(drugFileSchema.safeParse({ id: 'x', name: '' }));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^[A-ZÀ-Ú][^:]*: /);
    expect(problems.join(' ')).not.toMatch(/expected|Too small|Invalid|Required/);
  });

  it('counts list positions from 1 and stops at the limit', () => {
    expect(fieldLabel(['doses', 0, 'options', 2, 'concentration'])).toBe('Dose 1 › Opção 3 › Concentração');
    const many = z.array(z.string().min(1)).safeParse(['', '', '', '']);
    expect(problemsOf(many, 2)).toEqual(['Item 1: obrigatório.', 'Item 2: obrigatório.', 'E mais 2 problema(s).']);
  });
});

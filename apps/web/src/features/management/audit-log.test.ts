import { describe, expect, it } from 'vitest';
import { actionLabel, auditChanges, targetLabel } from './audit-log';

describe('audit log in words', () => {
  it('shows only the fields that changed, labelled in pt-BR', () => {
    expect(
      auditChanges(
        { phone: '11987654321', crmvState: 'SP', name: 'Ana' },
        { phone: '21998765432', crmvState: 'SP', name: 'Ana' },
      ),
    ).toEqual([{ field: 'Telefone', before: '11987654321', after: '21998765432' }]);
  });

  it('reads a failed sign-in and cuts long values', () => {
    expect(auditChanges(null, { ip: '10.0.0.7', reason: 'wrong-password' })).toEqual([
      { field: 'Endereço IP', before: '—', after: '10.0.0.7' },
      { field: 'Motivo', before: '—', after: 'senha errada' },
    ]);
    const [change] = auditChanges({ description: 'a'.repeat(200) }, { description: 'b' });
    expect(change?.before).toHaveLength(81);
  });

  it('names actions and targets in pt-BR', () => {
    expect(actionLabel('drug.save')).toBe('Salvou versão do medicamento');
    expect(actionLabel('algo.novo')).toBe('algo.novo');
    expect(actionLabel('login.failed')).toBe('Falhou ao entrar na gestão');
    expect(targetLabel('customer:abc')).toBe('Cliente abc');
    expect(targetLabel('algo')).toBe('algo');
  });
});

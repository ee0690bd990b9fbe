import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ControlledRule, controlledFormOf, printsSpecialGuide, strengthMgPerUnit } from './controlled-forms.js';
import { ITEM_TYPE } from './prescriptions.schemas.js';

// One test per rule, each with a drug of our library it applies to; the rules come from the drug
// files, so a wrong list in the content fails here too.

function rule(drugId: string): ControlledRule {
  const file = fileURLToPath(new URL(`../../../../content/drugs/${drugId}.json`, import.meta.url));
  const d = JSON.parse(readFileSync(file, 'utf8')) as {
    controlled: string;
    controlledAdendo?: ControlledRule['adendo'];
  };
  return { drugId, list: d.controlled, adendo: d.controlledAdendo ?? null };
}

const item = (drugId: string, opts: { type?: number; display?: string; concentration?: string } = {}) => ({
  name: drugId[0]?.toUpperCase() + drugId.slice(1),
  type: opts.type ?? ITEM_TYPE.COMPOSITION,
  option: { display: opts.display ?? null, concentration: opts.concentration ?? null },
  drugsList: [{ drug: drugId[0]?.toUpperCase() + drugId.slice(1), drugId, category: 1 }],
});

const formOf = (drugId: string, opts?: Parameters<typeof item>[1]) =>
  controlledFormOf(item(drugId, opts), [rule(drugId)]);

describe('the form a controlled item needs', () => {
  it.each(['morfina', 'metadona', 'fentanil', 'buprenorfina', 'butorfanol'])(
    'list A1 (%s) needs the Notificação de Receita A, which our guide does not replace',
    (drug) => {
      const d = formOf(drug, { display: 'Ampola 10 mg/mL' });
      expect(d?.form).toBe('notificacao-a');
      expect(d?.reason).toContain('lista A1 da Portaria SVS/MS 344/98');
      expect(d?.notice).toBe(
        'Requer Notificação de Receita A (amarela). Esta receita não a substitui: serve de orientação ao tutor.',
      );
      expect(printsSpecialGuide(d)).toBe(false);
    },
  );

  it.each(['diazepam', 'midazolam', 'fenobarbital'])('list B1 (%s) needs the blue Notificação de Receita B', (drug) => {
    const d = formOf(drug, { display: 'Comprimido 10 mg' });
    expect(d?.form).toBe('notificacao-b');
    expect(d?.notice).toContain('Notificação de Receita B (azul)');
  });

  it('list B2 needs the Notificação de Receita B2', () => {
    const d = controlledFormOf(item('anfepramona'), [{ drugId: 'anfepramona', list: 'B2' }]);
    expect(d?.form).toBe('notificacao-b2');
  });

  it('tramadol within the A2 adendo (50 mg per capsule) goes on our two-copy guide', () => {
    const d = formOf('tramadol', { display: 'Cápsula 50 mg' });
    expect(d?.form).toBe('receita-controle-especial');
    expect(d?.reason).toContain('até 100 mg por unidade');
    expect(printsSpecialGuide(d)).toBe(true);
    expect(d?.notice).toBeNull();
  });

  it('tramadol at the adendo limit (100 mg/2 mL ampoule) still goes on our guide', () => {
    expect(formOf('tramadol', { concentration: '100 mg/2 mL' })?.form).toBe('receita-controle-especial');
  });

  it('tramadol above the adendo (150 mg per tablet) needs the Notificação de Receita A', () => {
    const d = formOf('tramadol', { display: 'Comprimido de liberação prolongada 150 mg' });
    expect(d?.form).toBe('notificacao-a');
    expect(d?.reason).toContain('fora do adendo');
  });

  it('tramadol without a strength prints our guide and says the adendo condition', () => {
    const d = formOf('tramadol');
    expect(d?.form).toBe('receita-controle-especial');
    expect(d?.reason).toContain('Informe a concentração do item');
  });

  it.each(['gabapentina', 'cetamina', 'fluoxetina'])('list C1 (%s) goes on our two-copy guide', (drug) => {
    const d = formOf(drug, { display: 'Cápsula 100 mg' });
    expect(d?.form).toBe('receita-controle-especial');
    expect(d?.reason).toContain('lista C1');
    expect(printsSpecialGuide(d)).toBe(true);
  });

  it('a veterinary product (cetamina in Cetamin) follows MAPA’s regime, on our guide with a notice', () => {
    const d = formOf('cetamina', { type: ITEM_TYPE.VETERINARY, display: 'Frasco 10 mL' });
    expect(d?.form).toBe('mapa-controle-especial');
    expect(d?.reason).toContain('Portaria MAPA');
    expect(d?.notice).toContain('MAPA');
    expect(printsSpecialGuide(d)).toBe(true);
  });

  it('an item with two controlled principles takes the stricter form', () => {
    const both = {
      ...item('gabapentina'),
      drugsList: [
        { drug: 'Gabapentina', drugId: 'gabapentina', category: 1 },
        { drug: 'Morfina', drugId: 'morfina', category: 1 },
      ],
    };
    expect(controlledFormOf(both, [rule('gabapentina'), rule('morfina')])?.form).toBe('notificacao-a');
  });

  it('an item with no controlled principle needs no special form', () => {
    expect(controlledFormOf(item('meloxicam'), [rule('morfina')])).toBeNull();
  });
});

describe('strength per unit', () => {
  it.each([
    ['Comprimido 50 mg', 50],
    ['Cápsula 100 mg', 100],
    ['100 mg/2 mL', 100],
    ['Comprimido 0,5 g', 500],
    ['Adesivo 25 mcg/h', 0.025],
    ['Solução 50 mg/mL', null],
    ['Gotas 100 mg/mL', null],
    ['Frasco 10 mL', null],
    [null, null],
  ])('%s → %s', (text, mg) => {
    expect(strengthMgPerUnit(text)).toBe(mg);
  });
});

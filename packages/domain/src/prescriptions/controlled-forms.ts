// Which prescription form a controlled item needs (docs/decisions/prescriptions-controlled-forms.md):
// the drug's Portaria SVS/MS 344/1998 list and its adendo (from the drug's content file), the item's
// strength and whether it is a veterinary-registered product (MAPA's regime) decide it. Shared by the
// server (which guide prints the item, the note on it) and the editor (which Notificação and how to
// fill it in).
import type { ControlledAdendo } from '../content/drug.schemas.js';
import type { PrescriptionItem } from './prescriptions.schemas.js';
import { ITEM_TYPE } from './prescriptions.schemas.js';

/** What the content says of one controlled drug. */
export interface ControlledRule {
  drugId: string;
  list: string;
  adendo?: ControlledAdendo | null;
}

export const CONTROLLED_FORMS = [
  'notificacao-a',
  'notificacao-b',
  'notificacao-b2',
  'receita-controle-especial',
  'mapa-controle-especial',
] as const;
export type ControlledForm = (typeof CONTROLLED_FORMS)[number];

export interface ControlledFormInfo {
  /** 'Notificação de Receita A' */
  name: string;
  /** 'amarela' — the paper's colour, as the vet asks for the pad. */
  color: string;
  /** Who supplies the numbered pad or what the guide is. */
  source: string;
  /** Our guide is the form itself (true) or only the owner's instructions beside it (false). */
  printsGuide: boolean;
  /** What the vet writes on the form, in order. */
  fields: string[];
}

/** Portaria 344/98, cap. V: the Notificação carries the issuer, the animal and its owner, the drug written out, the date and signature; the pharmacy fills in the buyer and supplier. */
const NOTIFICATION_FIELDS = [
  'Emitente: seu nome, CRMV e UF, endereço completo e telefone (carimbo ou por extenso)',
  'Paciente: nome e espécie do animal; proprietário: nome e endereço completo',
  'Medicamento: nome genérico (DCB), concentração e forma farmacêutica',
  'Quantidade em algarismos e por extenso (ex.: 10 (dez) ampolas), sem rasuras',
  'Posologia: dose, via, intervalo e duração',
  'Data da emissão e sua assinatura',
  'Identificação do comprador e do fornecedor: preenchida na farmácia, no ato da dispensação',
];

export const CONTROLLED_FORM_INFO: Record<ControlledForm, ControlledFormInfo> = {
  'notificacao-a': {
    name: 'Notificação de Receita A',
    color: 'amarela',
    source: 'talão numerado fornecido pela Vigilância Sanitária',
    printsGuide: false,
    fields: NOTIFICATION_FIELDS,
  },
  'notificacao-b': {
    name: 'Notificação de Receita B',
    color: 'azul',
    source: 'talonário impresso por você com a numeração concedida pela Vigilância Sanitária',
    printsGuide: false,
    fields: NOTIFICATION_FIELDS,
  },
  'notificacao-b2': {
    name: 'Notificação de Receita B2',
    color: 'azul',
    source: 'talonário impresso por você com a numeração concedida pela Vigilância Sanitária',
    printsGuide: false,
    fields: NOTIFICATION_FIELDS,
  },
  'receita-controle-especial': {
    name: 'Receita de Controle Especial',
    color: 'branca, em duas vias',
    source: 'a guia do Vetor (1ª via retida na farmácia, 2ª via do tutor)',
    printsGuide: true,
    fields: [],
  },
  'mapa-controle-especial': {
    name: 'Receita de produto veterinário sob controle especial (MAPA)',
    color: 'duas vias',
    source: 'a guia do Vetor (1ª via retida no estabelecimento, 2ª via do tutor)',
    printsGuide: true,
    fields: [],
  },
};

export interface ControlledDecision {
  form: ControlledForm;
  drugId: string;
  list: string;
  /** Why, in pt-BR, naming the list or adendo and the act. */
  reason: string;
  /** Printed on the item in the PDF when our guide is not the form ('Requer Notificação…'). */
  notice: string | null;
}

/** Strictest first: an item with two controlled principles takes the stricter form. */
const STRICTNESS: ControlledForm[] = [
  'notificacao-a',
  'notificacao-b2',
  'notificacao-b',
  'mapa-controle-especial',
  'receita-controle-especial',
];

const LIST_FORM: Record<string, ControlledForm> = {
  A1: 'notificacao-a',
  A2: 'notificacao-a',
  A3: 'notificacao-a',
  B1: 'notificacao-b',
  B2: 'notificacao-b2',
};

const UNIT_MG: Record<string, number> = { g: 1000, mg: 1, mcg: 0.001, µg: 0.001 };

/**
 * Milligrams of principle per unit (tablet, capsule, ampoule) read from a presentation text:
 * 'Comprimido 50 mg' → 50; '100 mg/2 mL' → 100; a concentration alone ('50 mg/mL', '10%') → null,
 * since the unit's volume is unknown.
 */
export function strengthMgPerUnit(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /(\d+(?:[.,]\d+)?)\s*(mg|mcg|µg|g)\b(?!\s*\/\s*(?:mL|ml|g|kg)\b)(?:\s*\/\s*\d+(?:[.,]\d+)?\s*mL)?/i.exec(
    text,
  );
  if (!m) return null;
  return Number((m[1] as string).replace(',', '.')) * (UNIT_MG[(m[2] as string).toLowerCase()] ?? 1);
}

type FormItem = Pick<PrescriptionItem, 'type' | 'drugsList' | 'name'> & {
  option?: { concentration?: string | null; display?: string | null } | null;
  freeTextNameDisplay?: string | null;
};

function itemStrength(item: FormItem): number | null {
  for (const t of [item.option?.concentration, item.option?.display, item.freeTextNameDisplay, item.name]) {
    const mg = strengthMgPerUnit(t);
    if (mg !== null) return mg;
  }
  return null;
}

const formatMg = (mg: number) => `${String(mg).replace('.', ',')} mg`;

function decide(item: FormItem, drugName: string, rule: ControlledRule): ControlledDecision {
  const list = rule.list;
  const act = `lista ${list} da Portaria SVS/MS 344/98`;
  if (item.type === ITEM_TYPE.VETERINARY) {
    return {
      form: 'mapa-controle-especial',
      drugId: rule.drugId,
      list,
      reason:
        `${drugName} em produto de uso veterinário (substância da ${act}): vale o regime de controle especial do MAPA ` +
        '(Portaria MAPA publicada em 2/1/2026). A guia sai em duas vias; a 1ª fica retida no estabelecimento. ' +
        'Se o produto exigir notificação de receita veterinária, emita-a no sistema do MAPA: a guia não a substitui.',
      notice: 'Produto de uso veterinário sob controle especial (MAPA): 1ª via retida no estabelecimento.',
    };
  }
  const listForm = LIST_FORM[list];
  if (!listForm) {
    return {
      form: 'receita-controle-especial',
      drugId: rule.drugId,
      list,
      reason: `${drugName}: ${act}. Vai na Receita de Controle Especial em duas vias, que o Vetor imprime.`,
      notice: null,
    };
  }
  const adendo = rule.adendo;
  if (adendo) {
    const mg = itemStrength(item);
    const limit = formatMg(adendo.maxMgPerUnit);
    if (mg !== null && mg <= adendo.maxMgPerUnit) {
      return {
        form: 'receita-controle-especial',
        drugId: rule.drugId,
        list,
        reason:
          `${drugName} ${formatMg(mg)} por unidade: o adendo da ${act} leva preparações com até ${limit} por unidade ` +
          'para a Receita de Controle Especial em duas vias, que o Vetor imprime.',
        notice: null,
      };
    }
    if (mg === null) {
      // No strength on the item: the common presentations are within the adendo, so the guide
      // prints, and the editor says the condition (docs/decisions/prescriptions-controlled-forms.md).
      return {
        form: 'receita-controle-especial',
        drugId: rule.drugId,
        list,
        reason:
          `${drugName}: ${act}. A Receita de Controle Especial em duas vias vale para preparações com até ${limit} ` +
          `por unidade (adendo da lista ${list}); acima disso, use a ${CONTROLLED_FORM_INFO[listForm].name}. ` +
          'Informe a concentração do item.',
        notice: null,
      };
    }
  }
  const info = CONTROLLED_FORM_INFO[listForm];
  const over = adendo ? ` (acima de ${formatMg(adendo.maxMgPerUnit)} por unidade, fora do adendo)` : '';
  return {
    form: listForm,
    drugId: rule.drugId,
    list,
    reason: `${drugName}${over}: ${act}. Exige a ${info.name} (${info.color}), ${info.source}.`,
    notice: `Requer ${info.name} (${info.color}). Esta receita não a substitui: serve de orientação ao tutor.`,
  };
}

/**
 * The form a prescription item needs, or null when none of its principles is controlled. With
 * several controlled principles the strictest form wins.
 */
export function controlledFormOf(
  item: FormItem,
  rules: ReadonlyMap<string, ControlledRule> | readonly ControlledRule[],
): ControlledDecision | null {
  const byId = rules instanceof Map ? rules : new Map((rules as readonly ControlledRule[]).map((r) => [r.drugId, r]));
  const decisions = item.drugsList.flatMap((d) => {
    const rule = byId.get(d.drugId);
    return rule ? [decide(item, d.drug, rule)] : [];
  });
  decisions.sort((a, b) => STRICTNESS.indexOf(a.form) - STRICTNESS.indexOf(b.form));
  return decisions[0] ?? null;
}

/** Our two-copy special guide is the form this item needs. */
export function printsSpecialGuide(decision: ControlledDecision | null): boolean {
  return decision !== null && CONTROLLED_FORM_INFO[decision.form].printsGuide;
}

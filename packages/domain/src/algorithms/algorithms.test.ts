import { describe, expect, it } from 'vitest';
import { slotInputs, slotValue } from './algorithms.calculator.js';
import {
  chooseOption,
  continueFlow,
  encodeFlow,
  flowSummary,
  gathered,
  isNodeValid,
  prefillLast,
  replayFlow,
  setInput,
  startFlow,
  summaryText,
} from './algorithms.engine.js';
import { type AlgorithmFile, algorithmFileSchema, graphProblems } from './algorithms.schemas.js';

const info = (id: string, child?: string) => ({
  id,
  type: 1 as const,
  title: `Info ${id}`,
  sections: [{ style: 7, paragraphs: ['texto'] }],
  ...(child ? { child } : {}),
});

const file: AlgorithmFile = algorithmFileSchema.parse({
  id: 'teste',
  name: 'Teste',
  description: 'Fluxo de teste',
  category: 14,
  animals: [1],
  premium: true,
  freeTrial: false,
  isNew: false,
  references: [{ name: 'Ref' }],
  root: 'q1',
  nodes: [
    {
      id: 'q1',
      type: 2,
      title: 'Pergunta 1',
      options: [
        { title: 'A', child: 'form' },
        { title: 'B', child: 'fim-b' },
      ],
    },
    {
      id: 'form',
      type: 3,
      title: 'Dados',
      inputs: [
        {
          kind: 'textfield',
          model: 'weight',
          label: 'Peso',
          mask: 'decimal',
          rule: { required: true, min: 0.1, max: 100 },
          suffix: 'kg',
        },
        {
          kind: 'chips',
          model: 'species',
          label: 'Espécie',
          items: [
            { label: 'Cão', value: 'dog' },
            { label: 'Gato', value: 'cat' },
          ],
          rule: { required: true },
        },
      ],
      child: 'calc',
    },
    {
      id: 'calc',
      type: 5,
      title: 'Calculadora',
      calculator: { id: 'fluid-rate', prefill: { weight: 'weight' } },
      child: 'q2',
    },
    {
      id: 'q2',
      type: 2,
      title: 'Pergunta 2',
      options: [
        { title: 'C', child: 'fim-c' },
        { title: 'D', child: 'fim-b' },
      ],
    },
    info('fim-b'),
    info('fim-c'),
  ],
});

describe('algorithm schema', () => {
  it('accepts a sound graph', () => {
    expect(graphProblems(file)).toEqual([]);
  });
  it('names a missing child', () => {
    const broken = { ...file, nodes: file.nodes.map((n) => (n.id === 'calc' ? { ...n, child: 'nada' } : n)) };
    expect(graphProblems(broken).join('\n')).toContain('filho inexistente "nada"');
  });
  it('finds cycles', () => {
    const cyclic = { ...file, nodes: file.nodes.map((n) => (n.id === 'calc' ? { ...n, child: 'form' } : n)) };
    expect(graphProblems(cyclic).join('\n')).toContain('ciclo');
  });
  it('requires every leaf to be an info node', () => {
    const bad = {
      ...file,
      nodes: file.nodes.map((n) =>
        n.id === 'calc' ? { id: 'calc', type: 5 as const, title: 'x', calculator: { id: 'fluid-rate' } } : n,
      ),
    };
    expect(graphProblems(bad).join('\n')).toContain('termina o fluxo sem ser um nó de informação');
  });
  it('rejects a question with one option', () => {
    const r = algorithmFileSchema.safeParse({
      ...file,
      nodes: [{ id: 'q', type: 2, title: 'x', options: [{ title: 'a', child: 'b' }] }, info('b')],
    });
    expect(r.success).toBe(false);
  });
});

describe('algorithm engine', () => {
  const now = 1000;
  it('adds the child of an option, and trims deeper levels when an earlier answer changes', () => {
    let s = startFlow(file, now);
    s = chooseOption(file, s, 0, 0, now);
    expect(s.steps.map((x) => x.nodeId)).toEqual(['q1', 'form']);
    s = setInput(s, 1, 'weight', '12,5');
    s = setInput(s, 1, 'species', 'dog');
    s = continueFlow(file, s, 1, now);
    s = continueFlow(file, s, 2, now);
    s = chooseOption(file, s, 3, 0, now);
    expect(s.steps.map((x) => x.nodeId)).toEqual(['q1', 'form', 'calc', 'q2', 'fim-c']);
    expect(s.endedAt).toBe(now);
    // change the first answer: everything after it goes, including the inputs
    s = chooseOption(file, s, 0, 1, 2000);
    expect(s.steps.map((x) => x.nodeId)).toEqual(['q1', 'fim-b']);
    expect(gathered(s)).toEqual({});
    expect(s.endedAt).toBe(2000);
  });
  it('discards later nodes when an earlier input changes', () => {
    let s = chooseOption(file, startFlow(file, now), 0, 0, now);
    s = setInput(setInput(s, 1, 'weight', '10'), 1, 'species', 'cat');
    s = continueFlow(file, s, 1, now);
    expect(s.steps).toHaveLength(3);
    s = setInput(s, 1, 'weight', '11');
    expect(s.steps).toHaveLength(2);
    expect(s.endedAt).toBeNull();
  });
  it('allows Continue only when the form is valid', () => {
    const form = file.nodes[1]!;
    expect(isNodeValid(form, {})).toBe(false);
    expect(isNodeValid(form, { weight: 'abc', species: 'dog' })).toBe(false);
    expect(isNodeValid(form, { weight: '0', species: 'dog' })).toBe(false);
    expect(isNodeValid(form, { weight: '4,2', species: 'fish' })).toBe(false);
    expect(isNodeValid(form, { weight: '4,2', species: 'dog' })).toBe(true);
    let s = chooseOption(file, startFlow(file, now), 0, 0, now);
    expect(continueFlow(file, s, 1, now)).toBe(s);
    s = setInput(s, 1, 'weight', '4,2');
    expect(continueFlow(file, s, 1, now).steps).toHaveLength(2);
  });
  it('summarises the path and replays a shared one', () => {
    let s = chooseOption(file, startFlow(file, now), 0, 0, now);
    s = setInput(setInput(s, 1, 'weight', '8'), 1, 'species', 'cat');
    s = continueFlow(file, continueFlow(file, s, 1, now), 2, now);
    s = chooseOption(file, s, 3, 1, now);
    expect(flowSummary(file, s)).toEqual([
      { question: 'Pergunta 1', answer: 'A' },
      { question: 'Peso', answer: '8 kg' },
      { question: 'Espécie', answer: 'Gato' },
      // the calculator slot had weight but no rate: no result, no line
      { question: 'Pergunta 2', answer: 'D' },
      { question: 'Conduta', answer: 'Info fim-b' },
    ]);
    expect(summaryText(file, s).split('\n')).toEqual([
      'Teste (Vetor)',
      '- Pergunta 1: A',
      '- Peso: 8 kg',
      '- Espécie: Gato',
      '- Pergunta 2: D',
      '- Conduta: Info fim-b',
      'Apoio à decisão; não substitui o julgamento clínico.',
    ]);
    const replayed = replayFlow(file, encodeFlow(s), now);
    expect(replayed.steps).toEqual(s.steps);
    expect(replayed.endedAt).toBe(now);
  });
});

describe('calculator slot', () => {
  it('pre-fills from the flow, lets the slot override, and puts the result in the summary', () => {
    const node = file.nodes.find((n) => n.id === 'calc')!;
    expect(slotInputs(node, undefined, { weight: '8', species: 'cat' })).toMatchObject({ weight: '8' });
    expect(slotInputs(node, { weight: '9' }, { weight: '8' })).toMatchObject({ weight: '9' });
    let s = chooseOption(file, startFlow(file, 0), 0, 0, 0);
    s = setInput(setInput(s, 1, 'weight', '10'), 1, 'species', 'dog');
    s = continueFlow(file, s, 1, 0);
    s = setInput(s, 2, 'fluidRateUnit', '1');
    s = setInput(s, 2, 'fluidRate', '5');
    const line = flowSummary(file, s).find((l) => l.question === 'Taxa de Fluidoterapia');
    expect(line?.answer).toContain('50 mL/h');
  });
  it('turns the flow species into the calculator animal', () => {
    const animal = { id: 'animal', type: 'select-animal', label: 'Espécie' } as const;
    expect(slotValue(animal, 'dog')).toBe(0);
    expect(slotValue(animal, 'cat')).toBe(1);
    expect(slotValue(animal, '1')).toBe(1);
    expect(slotValue(animal, '')).toBeUndefined();
  });
});

describe('drug steps dosed with the weight the flow asked', () => {
  const dosed: AlgorithmFile = algorithmFileSchema.parse({
    ...file,
    root: 'form',
    nodes: [
      { ...file.nodes.find((n) => n.id === 'form'), child: 'dose' },
      {
        id: 'dose',
        type: 1,
        title: 'Tratar',
        sections: [{ style: 3, text: 'Dar o fármaco.' }],
        drugs: [
          {
            drug: 'diazepam',
            name: 'Diazepam',
            dose: { min: 0.5 },
            unit: 'mg/kg',
            route: 'IV',
            concentration: { value: 5, unit: 'mg/mL', label: 'ampola 5 mg/mL' },
          },
          {
            drug: 'lidocaina',
            name: 'Lidocaína',
            dose: { min: 2 },
            unit: 'mg/kg',
            route: 'IV',
            concentration: { value: 20, unit: 'mg/mL', label: '2%' },
            animals: [1],
          },
        ],
      },
    ],
  });

  it('puts mg and mL of each drug of the species in the summary', () => {
    let s = startFlow(dosed, 0);
    s = setInput(s, 0, 'weight', '12,5');
    s = setInput(s, 0, 'species', 'cat');
    s = continueFlow(dosed, s, 0, 1);
    const doses = flowSummary(dosed, s).filter((l) => l.question === 'Dose');
    expect(doses.map((l) => l.answer)).toEqual(['Diazepam: 6,25 mg = 1,25 mL (5 mg/mL) IV']);
  });

  it('prefills weight and species handed over by a link, only with values the inputs accept', () => {
    const s = prefillLast(dosed, startFlow(dosed, 0), { weight: '12,5', species: 'dog' });
    expect(s.steps[0]?.inputs).toEqual({ weight: '12,5', species: 'dog' });
    const bad = prefillLast(dosed, startFlow(dosed, 0), { weight: '500', species: 'cavalo' });
    expect(bad.steps[0]?.inputs).toBeUndefined();
    // A step the vet already filled is left alone.
    const typed = setInput(startFlow(dosed, 0), 0, 'weight', '3');
    expect(prefillLast(dosed, typed, { weight: '12,5' }).steps[0]?.inputs).toEqual({ weight: '3' });
  });
});

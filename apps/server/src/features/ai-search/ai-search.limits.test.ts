import { describe, expect, it } from 'vitest';
import { outsideLibrary, withSafetyRules } from './ai-search.limits.js';

describe('outsideLibrary', () => {
  it('declines a species the library does not cover, in pt-BR, with nothing cited', () => {
    const answer = outsideLibrary('praziquantel para coelhos?');
    expect(answer?.sources).toEqual([]);
    expect(answer?.llm_response).toContain('apenas cães e gatos');
    expect(answer?.llm_response).toContain('coelhos');
    expect(outsideLibrary('Dose de meloxicam em CAVALO')?.llm_response).toContain('equinos');
  });

  it('lets dog and cat questions through, even beside another species or a lay name', () => {
    expect(outsideLibrary('praziquantel para gatos')).toBeNull();
    expect(outsideLibrary('ivermectina em cães e coelhos')).toBeNull();
    expect(outsideLibrary('doença do rato tratamento')).toBeNull();
    expect(outsideLibrary('picada de cobra')).toBeNull();
  });
});

describe('withSafetyRules', () => {
  const plain = { llm_response: 'Trechos…', sources: [] };

  it('puts the potassium-before-insulin rule first in a DKA answer, linked to the item', () => {
    for (const q of ['Como tratar cetoacidose diabética?', 'insulina na CAD']) {
      const text = withSafetyRules(q, plain).llm_response;
      expect(text.startsWith('> **Atenção:** Na cetoacidose diabética, corrija o potássio antes da insulina')).toBe(
        true,
      );
      expect(text).toContain('(/item/cetoacidose-diabetica)');
      expect(text.endsWith('Trechos…')).toBe(true);
    }
  });

  it('leaves other answers as they are', () => {
    expect(withSafetyRules('dose de insulina glargina em gatos', plain)).toEqual(plain);
  });
});

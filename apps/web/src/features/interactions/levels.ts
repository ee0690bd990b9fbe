// Colours of the three levels (docs/product/content-and-study.md §9: 1 low, 2 moderate, 3 high), dark enough for white text.
export const LEVEL_STYLE: Record<1 | 2 | 3, { name: string; color: string }> = {
  1: { name: 'Baixa', color: 'yellow.9' },
  2: { name: 'Moderada', color: 'orange.9' },
  3: { name: 'Alta', color: 'red.9' },
};

// Content types of handouts, apart from the zod schemas so the owner's public page can name them
// without pulling the validation library into its first load.

/** Content types of handouts and flashcards (docs/product/content-and-study.md §3): 4 is a disease, any other a drug. */
export const HANDOUT_CONTENT_TYPE = { DRUG: 1, DERMATOLOGICAL: 2, OPHTHALMIC: 3, DISEASE: 4 } as const;
export type HandoutContentType = (typeof HANDOUT_CONTENT_TYPE)[keyof typeof HANDOUT_CONTENT_TYPE];
/** Chip order of the list (docs/product/content-and-study.md §7: 4, 1, 2, 3). */
export const HANDOUT_TYPE_ORDER = [4, 1, 2, 3] as const;
export const HANDOUT_TYPE_LABELS: Record<HandoutContentType, string> = {
  4: 'Doenças e tratamento',
  1: 'Medicamentos sistêmicos',
  2: 'Dermatológicos',
  3: 'Oftálmicos',
};

// Collection names as plain constants, in a module without schemas: the web's offline store needs
// them on every start, and importing them from content-api.schemas built every content schema (zod)
// in that task (≈25 ms on a mid phone).

/** Collections that hold drug files (categories 1, 2, 4, 5), by `Category.collection`. */
export const DRUG_COLLECTIONS = ['drugs', 'vaccines', 'dermatologicals', 'ophthalmics'] as const;
export type DrugCollection = (typeof DRUG_COLLECTIONS)[number];

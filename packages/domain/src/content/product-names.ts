// Kept apart from the zod schemas so the drug page, which only reads product names, does not pull the
// validation library into its first load.

/** A human product's commercial-name list holds this marker when a generic is sold (docs/product/content-and-study.md §9). */
export const GENERIC_PRODUCT_MARKER = 'generic';

// Kept apart from the zod schemas so a page that only renders sections (the owner's public page)
// does not pull the validation library into its first load.

/** Style codes of a section (spec 2 §2). In topic-item data 0 is a macro topic heading. */
export const SECTION_STYLE = {
  MACRO_TITLE: 0,
  TITLE: 1,
  ITEM_TITLE: 2,
  BULLET: 3,
  SUB_ITEM: 4,
  TABLE: 5,
  PHOTOS: 6,
  PARAGRAPH: 7,
  VIDEO: 8,
} as const;

// Kept apart from the zod schemas so a page that only renders sections (a drug, a disease, the
// owner's public page) does not pull the validation library into its first load.

/** Style codes of a section (docs/product/content-and-study.md §2). In topic-item data 0 is a macro topic heading. */
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

/** Only the video service's player URLs are accepted (docs/product/content-and-study.md §5). */
export const VIDEO_PLAYER_URL =
  /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com)\/embed\/[\w-]{6,}(\?[\w=&-]*)?$|^https:\/\/player\.vimeo\.com\/video\/\d+(\?[\w=&-]*)?$/;

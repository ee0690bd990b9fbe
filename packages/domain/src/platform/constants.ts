// Business constants and limits of docs/product/platform-accounts-subscription.md §9 (and their twins in docs/product/content-and-study.md and calculators-patients-prescriptions-management.md).
export const APP_VERSION = '5.12.2';

export const LIMITS = {
  minimumAge: 18,
  nameMaxLength: 40,
  displayNameMinLength: 2,
  displayNameMaxLength: 50,
  prefixMaxLength: 40,
  crmvNumberMaxDigits: 8,
  cpfDigits: 11,
  emailCodeDigits: 4,
  emailCodeMin: 1000,
  emailCodeMax: 9999,
  passwordMin: 6,
  passwordMax: 30,
  favoritesMax: 100,
  recentSearchesKept: 6,
  aiQuestionMax: 500,
  /** New questions a user may send to the model per UTC day (docs/decisions/ai-search-cost.md). */
  aiModelQuestionsPerDay: 40,
  aiExamplesShown: 3,
  aiSourcesShown: 3,
  ddxSignsMax: 15,
  interactionsMin: 2,
  interactionsMax: 6,
  flashcardsFreeDailyLimit: 15,
  prescriptionGuidesMax: 4,
  patientSearchMinLetters: 3,
  numberInputMaxLength: 9,
  graduationYearsAhead: 14,
} as const;

export const TIMEOUTS_MS = {
  default: 20_000,
  saveUser: 10_000,
  fakeDoors: 10_000,
  chunkLoading: 120_000,
  purchasePostSuccessWait: 6_000,
  purchaseSetupRetryInterval: 2_000,
  alert: 5_000,
  patients: 10_000,
  aiSearch: 60_000,
  ddx: 10_000,
  ads: 10_000,
  cards: 10_000,
  searchDebounce: 500,
  activityPing: 1_800_000,
  recentsCache: 300_000,
  listPreferencesRetryInterval: 2_000,
  localDatabaseRetry: 100,
  printDelayBetweenGuides: 1_000,
} as const;

export const RETRIES = { purchaseSetup: 3, listPreferences: 3, cardsPost: 5 } as const;

export const TOKEN_LIFETIME_SECONDS = 2400;
export const EMAIL_CODE = { lifetimeSeconds: 600, maxWrongTries: 5, resendWaitSeconds: 20 } as const;
export const ACCOUNT_DELETION_BUSINESS_DAYS = 15;

/** Milliseconds in a year as the spec counts age: 365.25 days. */
export const MS_PER_YEAR = 315576e5;

export const LAYOUT = {
  contentMaxWidth: 1200,
  dialogMaxWidth: 600,
  userSheetMaxWidth: 700,
  listRowHeight: 63,
  photoListRowHeight: 150,
  carouselHeight: 200,
  adsCarouselHeight: 100,
  carouselWideExtra: 40,
  carouselWideBreakpoint: 500,
  handoutDialogHeightRatio: 0.6,
  timelineOffsets: [90, 70],
} as const;

export const PRO_OFFER = {
  offeringId: 'va_pro_monthly',
  monthlyPriceCents: 4990,
  monthlyPriceLabel: 'R$49,90',
} as const;

/** Order in which handout and flashcard content types are listed. */
export const CONTENT_TYPE_ORDER = [4, 1, 2, 3] as const;

/** Days a prescription share link works: 30 unless the vet chooses otherwise, at most a year. */
export const SHARE_LINK_DAYS = { default: 30, max: 365 } as const;

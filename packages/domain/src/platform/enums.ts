// Enumerations shared across the product (docs/product/platform-accounts-subscription.md §3, §9; docs/product/content-and-study.md §3; docs/product/calculators-patients-prescriptions-management.md §3, §9).

export const VETERINARY_STATUS = { PROFESSIONAL: 1, STUDENT: 2, OTHER: 3 } as const;
export type VeterinaryStatus = (typeof VETERINARY_STATUS)[keyof typeof VETERINARY_STATUS];
export const VETERINARY_STATUS_LABELS: Record<VeterinaryStatus, string> = {
  1: 'Profissional',
  2: 'Graduando',
  3: 'Outros',
};

/** Brazil's code in the nationality list. */
export const NATIONALITY_BRAZIL = 0;

/**
 * Species have two encodings: content, patients and payloads use 1 dog / 2 cat; pickers
 * (the calculators' select-animal, the patient wizard, the ddx species picker) use 0 dog / 1 cat.
 */
export const ANIMAL = { DOG: 1, CAT: 2 } as const;
export type AnimalId = (typeof ANIMAL)[keyof typeof ANIMAL];
export const PICKER_ANIMAL = { DOG: 0, CAT: 1 } as const;
export type PickerAnimal = (typeof PICKER_ANIMAL)[keyof typeof PICKER_ANIMAL];
export const ANIMAL_LABELS: Record<AnimalId, string> = { 1: 'Cão', 2: 'Gato' };

export function pickerToAnimal(value: PickerAnimal): AnimalId {
  return value === PICKER_ANIMAL.DOG ? ANIMAL.DOG : ANIMAL.CAT;
}
export function animalToPicker(value: AnimalId): PickerAnimal {
  return value === ANIMAL.DOG ? PICKER_ANIMAL.DOG : PICKER_ANIMAL.CAT;
}

/** Filter value for products: 0 dogs, 1 cats, 2 both (docs/product/content-and-study.md §3 Filters). */
export const FILTER_ANIMAL = { DOGS: 0, CATS: 1, BOTH: 2 } as const;

/** Sex: 0 is male, anything else female (docs/product/content-and-study.md §3). */
export const SEX = { MALE: 0, FEMALE: 1 } as const;
export const SEX_LABELS = { 0: 'Macho', 1: 'Fêmea' } as const;

export const SHARE_TYPE = { PRINT: 1, EMAIL: 2, WHATSAPP: 3, SAVE: 4, COPY: 5 } as const;
export type ShareType = (typeof SHARE_TYPE)[keyof typeof SHARE_TYPE];

export const PET_AGES = ['Neonato', 'Filhote', 'Adulto', 'Sênior'] as const;
export const PET_SIZES = ['Mini', 'Pequeno', 'Médio', 'Grande', 'Gigante'] as const;

export const STORES = ['website', 'ios', 'android'] as const;
export type Store = (typeof STORES)[number];

export const PLATFORMS = ['web', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const ENTITLEMENTS = { PRO: 'va_pro', DUO_OWNER: 'va_pro_duo', DUO_SHARED: 'va_pro_duo_shared' } as const;

export const FEATURE_TOGGLES = ['ai_search', 'prescriptions', 'news', 'purchases', 'algolia'] as const;
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];
export type Toggles = Record<FeatureToggle, boolean>;

/** WhatsApp numbers get the country prefix 55 and lose spaces, parentheses, dashes, dots and plus. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/[\s().+-]/g, '');
  return digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
}

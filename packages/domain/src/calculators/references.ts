// Literature shared by several calculators. Levels follow docs/calculators.md: 1 consensus
// guideline or committee report, 2 prospective study, 3 retrospective study, 4 textbook or
// review, 5 technical standard or expert opinion.
import type { CalculatorReference } from './calculator.types.js';

const pubmed = (title: string) => `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(title)}`;

export const NRC_2006: CalculatorReference = {
  name: 'National Research Council. Nutrient Requirements of Dogs and Cats (cap. 3, Energy; cap. 15, Nutrient requirements and dietary nutrient concentrations)',
  year: 2006,
  magazine: 'The National Academies Press, Washington, DC',
  link: 'https://doi.org/10.17226/10668',
  level: 1,
};

export const FEDIAF_2021: CalculatorReference = {
  name: 'FEDIAF. Nutritional Guidelines for Complete and Complementary Pet Food for Cats and Dogs (tabelas de energia para crescimento)',
  year: 2021,
  magazine: 'FEDIAF – European Pet Food Industry Federation, Bruxelas',
  link: 'https://europeanpetfood.org/self-regulation/nutritional-guidelines/',
  level: 1,
};

export const WSAVA_NUTRITION_2011: CalculatorReference = {
  name: 'Freeman L, Becvarova I, Cave N, et al. WSAVA Nutritional Assessment Guidelines',
  year: 2011,
  magazine: 'Journal of Small Animal Practice 52(7):385–396',
  link: 'https://doi.org/10.1111/j.1748-5827.2011.01079.x',
  level: 1,
};

export const LAFLAMME_1997: CalculatorReference = {
  name: 'Laflamme D. Development and validation of a body condition score system for dogs',
  year: 1997,
  magazine: 'Canine Practice 22(4):10–15',
  link: pubmed('Laflamme Development and validation of a body condition score system for dogs'),
  level: 2,
};

export const AAHA_WEIGHT_2014: CalculatorReference = {
  name: 'Brooks D, Churchill J, Fein K, et al. 2014 AAHA Weight Management Guidelines for Dogs and Cats',
  year: 2014,
  magazine: 'Journal of the American Animal Hospital Association 50(1):1–11',
  link: 'https://doi.org/10.5326/JAAHA-MS-6331',
  level: 1,
};

export const IRIS_2023: CalculatorReference = {
  name: 'International Renal Interest Society. IRIS Staging of CKD (modified 2023)',
  year: 2023,
  magazine: 'IRIS – International Renal Interest Society',
  link: 'http://www.iris-kidney.com/guidelines/staging.html',
  level: 1,
};

export const ACVIM_HYPERTENSION_2018: CalculatorReference = {
  name: 'Acierno MJ, Brown S, Coleman AE, et al. ACVIM consensus statement: guidelines for the identification, evaluation, and management of systemic hypertension in dogs and cats',
  year: 2018,
  magazine: 'Journal of Veterinary Internal Medicine 32(6):1803–1822',
  link: 'https://doi.org/10.1111/jvim.15331',
  level: 1,
};

export const PLATT_2001: CalculatorReference = {
  name: 'Platt SR, Radaelli ST, McDonnell JJ. The prognostic value of the modified Glasgow Coma Scale in head trauma in dogs',
  year: 2001,
  magazine: 'Journal of Veterinary Internal Medicine 15(6):581–584',
  link: 'https://doi.org/10.1111/j.1939-1676.2001.tb01594.x',
  level: 3,
};

export const FRANKEL_1969: CalculatorReference = {
  name: 'Frankel HL, Hancock DO, Hyslop G, et al. The value of postural reduction in the initial management of closed injuries of the spine with paraplegia and tetraplegia',
  year: 1969,
  magazine: 'Paraplegia 7(3):179–192',
  link: 'https://doi.org/10.1038/sc.1969.30',
  level: 3,
};

export const VAN_WIE_2013: CalculatorReference = {
  name: 'Van Wie EY, Fosgate GT, Mankin JM, et al. Prospectively recorded versus medical record-derived spinal cord injury scores in dogs with intervertebral disk herniation (escala de Frankel modificada)',
  year: 2013,
  magazine: 'Journal of Veterinary Internal Medicine 27(5):1273–1277',
  link: pubmed(
    'Prospectively recorded versus medical record-derived spinal cord injury scores in dogs with intervertebral disk herniation',
  ),
  level: 2,
};

export const SHORT_2012: CalculatorReference = {
  name: 'Short JL, Diehl S, Seshadri R, Serrano S. Accuracy of formulas used to predict post-transfusion packed cell volume rise in anemic dogs',
  year: 2012,
  magazine: 'Journal of Veterinary Emergency and Critical Care 22(4):428–434',
  link: pubmed('Accuracy of formulas used to predict post-transfusion packed cell volume rise in anemic dogs'),
  level: 3,
};

export const REED_2014: CalculatorReference = {
  name: 'Reed N, Espadas I, Lalor SM, Kisielewicz C. Assessment of five formulae to predict post-transfusion packed cell volume in cats',
  year: 2014,
  magazine: 'Journal of Feline Medicine and Surgery 16(8):651–656',
  link: 'https://doi.org/10.1177/1098612X13517254',
  level: 3,
};

export const DAVIDOW_2013: CalculatorReference = {
  name: 'Davidow B. Transfusion medicine in small animals',
  year: 2013,
  magazine: 'Veterinary Clinics of North America: Small Animal Practice 43(4):735–756',
  link: pubmed('Davidow Transfusion medicine in small animals Vet Clin North Am'),
  level: 4,
};

export const KISIELEWICZ_2014: CalculatorReference = {
  name: 'Kisielewicz C, Self IA. Canine and feline blood transfusions: controversies and recent advances in administration practices',
  year: 2014,
  magazine: 'Veterinary Anaesthesia and Analgesia 41(3):233–242',
  link: pubmed('Canine and feline blood transfusions: controversies and recent advances in administration practices'),
  level: 4,
};

export const ISO_1135_4: CalculatorReference = {
  name: 'ISO 1135-4. Transfusion equipment for medical use — Part 4: Transfusion sets for single use, gravity feed (gotejador: 20 gotas de água destilada = 1 mL)',
  year: 2015,
  magazine: 'International Organization for Standardization, Genebra',
  link: 'https://www.iso.org/search.html?q=ISO%201135-4',
  level: 5,
};

export const ISO_8536_4: CalculatorReference = {
  name: 'ISO 8536-4. Infusion equipment for medical use — Part 4: Infusion sets for single use, gravity feed (macrogotas: 20 gotas = 1 mL)',
  year: 2019,
  magazine: 'International Organization for Standardization, Genebra',
  link: 'https://www.iso.org/search.html?q=ISO%208536-4',
  level: 5,
};

export const AAHA_FLUIDS_2013: CalculatorReference = {
  name: 'Davis H, Jensen T, Johnson A, et al. 2013 AAHA/AAFP Fluid Therapy Guidelines for Dogs and Cats',
  year: 2013,
  magazine: 'Journal of the American Animal Hospital Association 49(3):149–159',
  link: 'https://doi.org/10.5326/JAAHA-MS-5868',
  level: 1,
};

export const AAHA_FLUIDS_2024: CalculatorReference = {
  name: 'Pardo M, Spencer E, Odunayo A, et al. 2024 AAHA Fluid Therapy Guidelines for Dogs and Cats',
  year: 2024,
  magazine: 'Journal of the American Animal Hospital Association 60(4):131–163',
  link: 'https://doi.org/10.5326/JAAHA-MS-7444',
  level: 1,
};

export const PRICE_FRAZIER_1998: CalculatorReference = {
  name: 'Price GS, Frazier DL. Use of body surface area (BSA)-based dosages to calculate chemotherapeutic drug dose in dogs: I. Potential problems with current BSA formulae',
  year: 1998,
  magazine: 'Journal of Veterinary Internal Medicine 12(4):267–271',
  link: pubmed(
    'Use of body surface area (BSA)-based dosages to calculate chemotherapeutic drug dose in dogs potential problems with current BSA formulae',
  ),
  level: 3,
};

export const PLUMBS_2023: CalculatorReference = {
  name: "Budde JA, McCluskey DM. Plumb's Veterinary Drug Handbook, 10ª ed.",
  year: 2023,
  magazine: 'Wiley-Blackwell, Hoboken',
  link: 'https://plumbs.com/',
  level: 4,
};

export const LAKE_GREEN_2017: CalculatorReference = {
  name: 'Lake T, Green N. Essential Calculations for Veterinary Nurses and Technicians, 3ª ed. (conversões de unidades, concentrações, diluições C1V1 = C2V2, taxas de infusão)',
  year: 2017,
  magazine: 'Elsevier, Edimburgo',
  link: 'https://search.worldcat.org/search?q=Essential+Calculations+for+Veterinary+Nurses+and+Technicians',
  level: 4,
};

export const SILVERSTEIN_HOPPER_2023: CalculatorReference = {
  name: 'Silverstein DC, Hopper K (eds.). Small Animal Critical Care Medicine, 3ª ed. (infusões contínuas e vasopressores)',
  year: 2023,
  magazine: 'Elsevier, St. Louis',
  link: 'https://search.worldcat.org/search?q=Small+Animal+Critical+Care+Medicine+Silverstein+Hopper',
  level: 4,
};

export const NIST_SP811_2008: CalculatorReference = {
  name: 'Thompson A, Taylor BN. Guide for the Use of the International System of Units (SI), NIST Special Publication 811 (libra = 0,45359237 kg exatos)',
  year: 2008,
  magazine: 'National Institute of Standards and Technology, Gaithersburg',
  link: 'https://www.nist.gov/pml/special-publication-811',
  level: 5,
};

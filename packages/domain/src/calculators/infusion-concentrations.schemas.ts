import { z } from 'zod';
import {
  DRUGS_CONCENTRATIONS_CONFIG_ID,
  INFUSION_CONCENTRATION_UNITS,
  INFUSION_DOSE_UNITS,
} from './infusion-concentrations.js';

// The zod schemas of the 'drugs_concentrations' configuration item, for the API's response
// schemas. The web calculators use the hand-written guard in infusion-concentrations.ts instead.

export const drugConcentrationSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  concentration: z.number().positive(),
  unit: z.enum(INFUSION_CONCENTRATION_UNITS),
  defaultDoseUnit: z.enum(INFUSION_DOSE_UNITS),
});

export const drugsConcentrationsSchema = z.array(drugConcentrationSchema).min(1);

export const drugsConcentrationsConfigSchema = z.object({
  id: z.literal(DRUGS_CONCENTRATIONS_CONFIG_ID),
  value: drugsConcentrationsSchema,
});

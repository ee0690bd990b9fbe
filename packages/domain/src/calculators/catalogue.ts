// Every calculator of the catalogue (content category 7), in the order the list shows them.
import { bodySurfaceAreaCalculator } from './body-surface.js';
import type { CalculatorDefinition } from './calculator.types.js';
import {
  concentrationConversionCalculator,
  mcgKgMinToMlHourCalculator,
  mlHourToMcgKgMinCalculator,
  volumeConversionCalculator,
  weightConversionCalculator,
} from './conversions.js';
import {
  dilutionFinalConcentrationCalculator,
  dilutionFinalVolumeCalculator,
  dilutionInitialVolumeCalculator,
} from './dilutions.js';
import { doseCalculator, ruleOfThreeCalculator } from './doses.js';
import { energyRequirementCalculator, idealWeightCalculator } from './energy.js';
import { dropsToVolumeCalculator, fluidMaintenanceDeficitCalculator, fluidRateCalculator } from './fluids.js';
import { continuousInfusionCalculator } from './infusion.js';
import { frankelCalculator, glasgowCalculator, irisCalculator } from './scores.js';
import { donorVolumeCalculator, transfusionVolumeCalculator, transfusionVolumeSpeedCalculator } from './transfusion.js';

export const CALCULATORS: readonly CalculatorDefinition[] = [
  energyRequirementCalculator,
  idealWeightCalculator,
  glasgowCalculator,
  frankelCalculator,
  irisCalculator,
  doseCalculator,
  ruleOfThreeCalculator,
  bodySurfaceAreaCalculator,
  transfusionVolumeCalculator,
  transfusionVolumeSpeedCalculator,
  donorVolumeCalculator,
  fluidRateCalculator,
  fluidMaintenanceDeficitCalculator,
  dropsToVolumeCalculator,
  weightConversionCalculator,
  volumeConversionCalculator,
  concentrationConversionCalculator,
  mcgKgMinToMlHourCalculator,
  mlHourToMcgKgMinCalculator,
  dilutionInitialVolumeCalculator,
  dilutionFinalConcentrationCalculator,
  dilutionFinalVolumeCalculator,
  continuousInfusionCalculator,
];

const byId = new Map(CALCULATORS.map((c) => [c.id, c]));

/** undefined for an unknown id: the screen then shows the generic error and goes back (docs/product/calculators-patients-prescriptions-management.md §2). */
export function calculatorById(id: string): CalculatorDefinition | undefined {
  return byId.get(id);
}

export function calculatorByRouteName(routeName: string): CalculatorDefinition | undefined {
  return CALCULATORS.find((c) => c.routeName === routeName);
}

/** The app route of a calculator: its own screen, or the custom screen some calculators have. */
export function calculatorPath(calculator: Pick<CalculatorDefinition, 'id' | 'routeName'>): string {
  return calculator.routeName ? `/calculators/${calculator.id}/custom` : `/calculators/${calculator.id}`;
}

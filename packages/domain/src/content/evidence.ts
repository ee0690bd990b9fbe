// How a reference is graded on the five-band evidence pyramid the reference cards draw: 1 systematic
// reviews and meta-analyses, 2 randomised trials, 3 cohort and case-control studies, 4 case series
// and reports, 5 expert opinion. A consensus statement or a guideline is the opinion of an expert
// panel (however well read), so it sits in band 5, never in band 1 (docs/decisions/web-working-day-2.md).

export const EXPERT_OPINION_LEVEL = 5;

const CONSENSUS_OR_GUIDELINE = /consensus|consenso|guideline|diretriz|statement|recommendations|recomendaç/i;

/** True for a consensus statement, guideline or recommendations document, by its cited title. */
export function isConsensusOrGuideline(referenceName: string): boolean {
  return CONSENSUS_OR_GUIDELINE.test(referenceName);
}

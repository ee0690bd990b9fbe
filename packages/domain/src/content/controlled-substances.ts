// The drugs of our library that are on a list of Portaria SVS/MS 344/1998 (Anexo I as updated by
// ANVISA's RDCs), as researched in docs/decisions/prescriptions-controlled-forms.md. The content check
// holds every drug file to it: a controlled drug without its list would print on an ordinary guide.

export const CONTROLLED_SUBSTANCES: Readonly<Record<string, string>> = {
  // A1 — entorpecentes (Notificação de Receita A)
  morfina: 'A1',
  metadona: 'A1',
  fentanil: 'A1',
  petidina: 'A1',
  buprenorfina: 'A1',
  butorfanol: 'A1',
  // A2 — entorpecentes em concentrações especiais (adendo: Receita de Controle Especial)
  tramadol: 'A2',
  codeina: 'A2',
  // B1 — psicotrópicos (Notificação de Receita B)
  diazepam: 'B1',
  midazolam: 'B1',
  fenobarbital: 'B1',
  dexmedetomidina: 'B1',
  // C1 — outras substâncias sob controle especial (Receita de Controle Especial)
  cetamina: 'C1',
  gabapentina: 'C1',
  fluoxetina: 'C1',
  trazodona: 'C1',
  amitriptilina: 'C1',
  clomipramina: 'C1',
  mirtazapina: 'C1',
  levetiracetam: 'C1',
  propofol: 'C1',
};

/** Problems of the drug files' lists: a known controlled drug without its list, or a list nobody researched. */
export function controlledListProblems(drugs: readonly { id: string; controlled?: string | undefined }[]): string[] {
  return drugs.flatMap((d) => {
    const known = CONTROLLED_SUBSTANCES[d.id];
    if (known && d.controlled !== known) return [`${d.id}: ${d.controlled ?? 'sem lista'} (esperado ${known})`];
    if (!known && d.controlled) return [`${d.id}: lista ${d.controlled} sem pesquisa registrada`];
    return [];
  });
}

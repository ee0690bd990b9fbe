import { type ReactNode, useState } from 'react';
import { IconButton } from '../../../components/icon-button';
import { CalculatorDialog } from '../../../lib/calculator-dialog-port';
import { usePatientContext } from '../../../lib/patient-context';

/** The drug header's calculator button: the shared dialog opens on its Doses tab. */
export function DrugCalculatorButton({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { patient } = usePatientContext();
  return (
    <>
      <IconButton aria-label="Calculadora" title="Calculadora" onClick={() => setOpen(true)}>
        {icon}
      </IconButton>
      {open && (
        <CalculatorDialog
          opened={open}
          onClose={() => setOpen(false)}
          initialTab="dose"
          weight={patient ? String(patient.weightKg).replace('.', ',') : undefined}
        />
      )}
    </>
  );
}

import { type ReactNode, useState } from 'react';
import { IconButton } from '../../../components/icon-button';
import { CalculatorDialog } from '../../../lib/calculator-dialog-port';

/** The drug header's calculator button: the shared dialog opens on its Doses tab. */
export function DrugCalculatorButton({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label="Calculadora" title="Calculadora" onClick={() => setOpen(true)}>
        {icon}
      </IconButton>
      {open && <CalculatorDialog opened={open} onClose={() => setOpen(false)} initialTab="dose" />}
    </>
  );
}

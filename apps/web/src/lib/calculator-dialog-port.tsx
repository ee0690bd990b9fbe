import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';

// The drug header opens the calculators' dialog on its Doses tab. The dialog belongs to the
// calculators feature; content may not import it (docs/architecture.md, convention 1), so the app layer
// plugs it in here.

export interface CalculatorDialogProps {
  opened: boolean;
  onClose: () => void;
  initialTab?: 'basic' | 'dose' | 'rule-of-three';
  /** Patient weight in kg as text ('12,5'), pre-filled in the Doses tab. */
  weight?: string;
}

const CalculatorDialogContext = createContext<ComponentType<CalculatorDialogProps> | null>(null);

export function CalculatorDialogProvider({
  dialog,
  children,
}: {
  dialog: ComponentType<CalculatorDialogProps>;
  children: ReactNode;
}) {
  return <CalculatorDialogContext.Provider value={dialog}>{children}</CalculatorDialogContext.Provider>;
}

/** The calculators' dialog, as plugged in by the app layer (nothing when no feature provides it). */
export function CalculatorDialog(props: CalculatorDialogProps) {
  const Dialog = useContext(CalculatorDialogContext);
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

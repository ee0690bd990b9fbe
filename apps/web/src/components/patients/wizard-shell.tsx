import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { type ReactNode, useState } from 'react';

// The step-by-step question dialog of docs/product/calculators-patients-prescriptions-management.md §2 (add and edit flows): one question per step, a
// progress bar, Back and Next (the last step's Next saves). Full screen on a phone.

/**
 * The steps of a wizard: Next checks the current answer (its message goes under the field), moves on,
 * and on the last step runs `finish` with the buttons busy; Back clears the message. `setStep` and
 * `setError` send the user back to a step with a message (an answer the server refused).
 */
export function useWizardSteps({
  count,
  check,
  finish,
}: {
  count: number;
  check: () => string | null;
  finish: () => Promise<void> | void;
}) {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function next() {
    const problem = check();
    setError(problem);
    if (problem) return;
    if (step < count - 1) {
      setStep(step + 1);
      return;
    }
    setBusy(true);
    try {
      await finish();
    } finally {
      setBusy(false);
    }
  }
  function back() {
    setError(null);
    setStep(step - 1);
  }
  return { step, setStep, busy, error, setError, next, back };
}

export interface WizardShellProps {
  opened: boolean;
  title: string;
  step: number;
  steps: number;
  busy?: boolean;
  onClose(): void;
  onBack(): void;
  onNext(): void;
  children: ReactNode;
  testId?: string;
}

export function WizardShell(props: WizardShellProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const last = props.step === props.steps - 1;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
      data-testid={props.testId}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onNext();
        }}
      >
        <Stack gap="md">
          <Progress value={((props.step + 1) / props.steps) * 100} size="sm" aria-hidden="true" />
          <Text size="xs" c="dimmed">
            Passo {props.step + 1} de {props.steps}
          </Text>
          {props.children}
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={props.step === 0 ? props.onClose : props.onBack} disabled={props.busy}>
              {props.step === 0 ? 'Cancelar' : 'Voltar'}
            </Button>
            <Button type="submit" loading={props.busy}>
              {last ? 'Salvar' : 'Próximo'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

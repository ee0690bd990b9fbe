import { Center, Loader, Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { lazy, Suspense, useState } from 'react';

// The calculator dialog of the drug header (docs/product/calculators-patients-prescriptions-management.md §2): tabs Convencional (basic calculator),
// Doses (dose calculator) and Regra de Três. The tabs' code loads on first open, so placing the
// dialog in a header costs only this file until the user presses the calculator button.

const BasicKeypad = lazy(() => import('./calculator-basic-keypad'));
const DoseTab = lazy(() => import('./calculator-dialog-panels').then((m) => ({ default: m.DoseTab })));
const RuleOfThreeTab = lazy(() => import('./calculator-dialog-panels').then((m) => ({ default: m.RuleOfThreeTab })));

export type CalculatorDialogTab = 'basic' | 'dose' | 'rule-of-three';

export interface CalculatorDialogProps {
  opened: boolean;
  onClose: () => void;
  initialTab?: CalculatorDialogTab;
  /** Patient weight in kg as text ('12,5'), pre-filled in the Doses tab. */
  weight?: string;
}

const fallback = (
  <Center h={240} aria-busy="true">
    <Loader aria-label="Carregando" />
  </Center>
);

export function CalculatorDialog({ opened, onClose, initialTab = 'basic', weight }: CalculatorDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Calculadora"
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
      data-testid="calculator-dialog"
    >
      {/* Mounted only while open: closing the dialog clears what was typed. */}
      {opened && <CalculatorDialogBody initialTab={initialTab} weight={weight} />}
    </Modal>
  );
}

function CalculatorDialogBody({
  initialTab,
  weight,
}: {
  initialTab: CalculatorDialogTab;
  weight?: string | undefined;
}) {
  const [tab, setTab] = useState<CalculatorDialogTab>(initialTab);
  // A panel mounts on its first visit and then stays, keeping its inputs across tab switches.
  const [visited, setVisited] = useState<ReadonlySet<CalculatorDialogTab>>(() => new Set([initialTab]));
  const select = (value: string | null) => {
    if (!value) return;
    const next = value as CalculatorDialogTab;
    setTab(next);
    setVisited((v) => (v.has(next) ? v : new Set([...v, next])));
  };
  return (
    <Tabs value={tab} onChange={select} keepMounted>
      <Tabs.List grow mb="md">
        {/* Text only: the three labels fit one row on a 360 px phone. */}
        <Tabs.Tab value="basic" px="xs">
          Convencional
        </Tabs.Tab>
        <Tabs.Tab value="dose" px="xs">
          Doses
        </Tabs.Tab>
        <Tabs.Tab value="rule-of-three" px="xs">
          Regra de Três
        </Tabs.Tab>
      </Tabs.List>
      <Suspense fallback={fallback}>
        <Tabs.Panel value="basic">{visited.has('basic') && <BasicKeypad autoFocus={tab === 'basic'} />}</Tabs.Panel>
        <Tabs.Panel value="dose">{visited.has('dose') && <DoseTab weight={weight} />}</Tabs.Panel>
        <Tabs.Panel value="rule-of-three">{visited.has('rule-of-three') && <RuleOfThreeTab />}</Tabs.Panel>
      </Suspense>
    </Tabs>
  );
}

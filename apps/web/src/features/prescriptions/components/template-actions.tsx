import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconTemplate } from '@tabler/icons-react';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { useState } from 'react';
import { lazyDialog } from '../../../lib/lazy-dialog';

// The "Modelos" menu of the draft screen and the summary (issue 39): save the prescription as a
// template, or start from one. Both dialogs load on first opening: most visits use neither.

const SaveTemplateDialog = lazyDialog(() => import('./save-template-dialog'));
const TemplatesDialog = lazyDialog(() => import('./templates-dialog'));

export interface TemplateActionsProps {
  /** The saved prescription to save as a template; null while nothing is saved. */
  prescriptionId: string | null;
  /** The patient a template is started for; null: starting is not offered (the summary). */
  patient: Patient | null;
  hasItems?: boolean;
  onStart?(pages: PrescriptionItem[][]): void;
}

export function TemplateActions({ prescriptionId, patient, hasItems = false, onStart }: TemplateActionsProps) {
  const [dialog, setDialog] = useState<'save' | 'list' | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconTemplate size={16} />}
            rightSection={<IconChevronDown size={14} />}
            data-testid="templates-menu"
          >
            Modelos
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {onStart && (
            <Menu.Item
              leftSection={<IconTemplate size={16} />}
              disabled={!patient}
              onClick={() => setDialog('list')}
              data-testid="start-from-template"
            >
              Começar de um modelo
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!prescriptionId}
            onClick={() => setDialog('save')}
            data-testid="save-as-template"
          >
            Salvar como modelo
          </Menu.Item>
          {!onStart && (
            <Menu.Item leftSection={<IconTemplate size={16} />} onClick={() => setDialog('list')}>
              Meus modelos
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <SaveTemplateDialog opened={dialog === 'save'} prescriptionId={prescriptionId} onClose={() => setDialog(null)} />
      <TemplatesDialog
        opened={dialog === 'list'}
        patient={onStart ? patient : null}
        replaces={hasItems}
        onClose={() => setDialog(null)}
        onStart={(pages) => {
          setDialog(null);
          onStart?.(pages);
        }}
      />
    </>
  );
}

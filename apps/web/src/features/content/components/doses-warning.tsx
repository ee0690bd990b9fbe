import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';

/** Shown wherever doses are shown (doses must be checked against the label and the patient). */
export function DosesWarning() {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="doses-warning" p="sm">
      {message('DOSES_LABEL_WARNING')}
    </Alert>
  );
}

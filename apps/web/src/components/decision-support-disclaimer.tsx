import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';

/** Decision tools say they support and do not replace clinical judgement (ddx, interactions). */
export function DecisionSupportDisclaimer() {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden="true" />} data-testid="disclaimer">
      {message('DECISION_SUPPORT_DISCLAIMER')}
    </Alert>
  );
}

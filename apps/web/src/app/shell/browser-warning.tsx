import { Alert } from '@mantine/core';
import { message } from '@vetor/domain/messages';
import { useState } from 'react';
import { localDbSupported, readJson, storageSupported, writeJson } from '../../lib/storage';
import { useStore } from '../../lib/store';

/** Firefox users see a browser-support warning (docs/product/platform-accounts-subscription.md §1); private modes without storage are told too. */
export function BrowserWarnings() {
  const isFirefox = typeof navigator !== 'undefined' && /firefox/i.test(navigator.userAgent);
  const dbSupported = useStore(localDbSupported);
  const [dismissed, setDismissed] = useState(() => readJson<boolean>('browser_warning_dismissed', 'session') ?? false);
  return (
    <>
      {isFirefox && !dismissed && (
        <Alert
          color="yellow"
          variant="light"
          radius={0}
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={() => {
            writeJson('browser_warning_dismissed', true, 'session');
            setDismissed(true);
          }}
          data-testid="browser-warning"
        >
          {message('BROWSER_NOT_SUPPORTED')}
        </Alert>
      )}
      {(!storageSupported || !dbSupported) && (
        <Alert color="yellow" variant="light" radius={0}>
          {message('STORAGE_UNSUPPORTED')}
        </Alert>
      )}
    </>
  );
}

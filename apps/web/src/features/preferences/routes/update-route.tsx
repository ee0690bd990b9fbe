import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { message } from '@vetor/domain/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { takeTarget } from '../../../app/navigation/guard';
import { Logo } from '../../../components/logo';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { checkForUpdate } from '../../../lib/pwa';
import { setVersionGate } from '../../../lib/version-gate';
import { getVersions } from '../api/get-versions';

type Phase = 'checking' | 'forbidden';

/**
 * The splash at / (docs/product/platform-accounts-subscription.md §2 Update/splash, §4): runs the version check while the stored user loads.
 * Ok → home; outdated → alert, then home; forbidden → alert, and the app stays blocked here.
 */
export default function UpdateRoute() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');

  useEffect(() => {
    let cancelled = false;
    const started = Date.now();
    getVersions()
      .then(async (result) => {
        if (cancelled) return;
        if (result.forbiddenAppVersion) {
          showAlert('error', message('FORBIDDEN_APP_VERSION'));
          setVersionGate('forbidden');
          setPhase('forbidden');
          return;
        }
        setVersionGate('ok');
        if (result.hasNewAppVersion) {
          showAlert('info', message('OUTDATED_APP_VERSION'));
          // The new version's worker is fetched now and announced; it applies on the next start.
          checkForUpdate();
        }
        // Keep the splash on screen long enough to be seen, not longer.
        const wait = Math.max(0, 400 - (Date.now() - started));
        await new Promise((r) => setTimeout(r, wait));
        if (!cancelled) navigate(takeTarget() ?? '/home', { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Without a network the check cannot run; the app still opens what it can.
        if (error instanceof ApiError && (error.code === 'ERROR_NETWORK' || error.code === 'OFFLINE'))
          showAlert('network', error.message);
        navigate(takeTarget() ?? '/home', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <Center mih="100dvh" bg="vetor.9" p="lg">
      <Stack align="center" gap="lg" data-testid="splash">
        <Logo size={72} inverted />
        <Text c="white" size="lg" ta="center" fw={500} component="h1">
          Apoio à decisão clínica veterinária
        </Text>
        {phase === 'checking' ? (
          <>
            <Loader color="white" aria-label="Verificando a versão" />
            <Text c="gray.3" size="sm" role="status">
              Verificando a versão…
            </Text>
          </>
        ) : (
          <Stack align="center" gap="sm" maw={420} role="alert">
            <Text c="white" ta="center">
              {message('FORBIDDEN_APP_VERSION')}
            </Text>
            <Button variant="white" onClick={() => window.location.reload()}>
              Recarregar
            </Button>
          </Stack>
        )}
      </Stack>
    </Center>
  );
}

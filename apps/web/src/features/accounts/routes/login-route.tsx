import { Anchor, Box, Button, Card, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/logo';
import { config } from '../../../config';
import { confirm, withLoading } from '../../../lib/dialogs';
import { completeSignIn } from '../after-sign-in';
import { partnerSignIn } from '../api/partner-token';
import { LoginCard } from '../components/login-card';

const TERMS = '/termos-de-uso.html';
const PRIVACY = '/politica-de-privacidade.html';

/** A partner link (/login?partner_token=…) opens an organisation session, or explains and goes home. */
function usePartnerEntry() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('partner_token');
  useEffect(() => {
    if (!token) return;
    setParams({}, { replace: true });
    withLoading(partnerSignIn(token))
      .then((session) => navigate(completeSignIn(session), { replace: true }))
      .catch(async () => {
        await confirm({
          title: 'Acesso pela instituição',
          message: message('PARTNERS_SESSION_NOT_ALLOWED'),
          confirmLabel: 'Entendi',
          cancelLabel: null,
          persistent: true,
        });
        window.location.assign('/');
      });
  }, [token, navigate, setParams]);
}

function Welcome({ inverted }: { inverted?: boolean }) {
  return (
    <Stack gap="xs" align={inverted ? 'center' : 'flex-start'}>
      <Logo size={inverted ? 64 : 56} inverted={Boolean(inverted)} />
      <Title order={1} c={inverted ? 'white' : 'vetor.9'} ta={inverted ? 'center' : 'left'} size="h2">
        Bem-vindo ao Vetor
      </Title>
      <Text c={inverted ? 'gray.2' : 'dimmed'} ta={inverted ? 'center' : 'left'} maw={440}>
        Seu apoio à decisão clínica veterinária: doses, monografias, calculadoras e protocolos na palma da mão.
      </Text>
    </Stack>
  );
}

function DesktopLogin() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group justify="flex-end" p="md">
        <Button
          variant="subtle"
          leftSection={<IconHelpCircle size={18} />}
          component="a"
          href={config.helpCenterUrl}
          target="_blank"
          rel="noopener"
          data-testid="login-help"
        >
          Ajuda
        </Button>
      </Group>
      <Container size={1000} py="xl">
        <Group align="center" justify="space-between" gap="xl" wrap="nowrap">
          <Welcome />
          <Card withBorder radius="lg" p="xl" w={420} shadow="sm">
            <LoginCard />
          </Card>
        </Group>
      </Container>
      <Group justify="center" gap="lg" py="xl" component="footer">
        <Anchor href={TERMS} target="_blank" size="sm">
          Termos de uso
        </Anchor>
        <Anchor href={PRIVACY} target="_blank" size="sm">
          Política de privacidade
        </Anchor>
      </Group>
    </Box>
  );
}

const LoginDialog = lazy(() => import('../components/login-dialog'));

function MobileLogin() {
  const [open, setOpen] = useState(false);
  return (
    <Center mih="100dvh" bg="vetor.9" p="lg">
      <Stack align="center" gap="xl" w="100%" maw={420}>
        <Welcome inverted />
        <Button size="lg" variant="white" fullWidth onClick={() => setOpen(true)} data-testid="login-start">
          Começar
        </Button>
        <Group gap="lg">
          <Anchor href={`mailto:${config.supportEmail}`} c="gray.2" size="sm">
            Suporte
          </Anchor>
          <Anchor href={TERMS} target="_blank" c="gray.2" size="sm">
            Termos de uso
          </Anchor>
        </Group>
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Center>
  );
}

/** /login (docs/product/platform-accounts-subscription.md §2 Sign-in screen): a desktop layout and a phone layout around the same card. */
export default function LoginRoute() {
  usePartnerEntry();
  const desktop = useMediaQuery('(min-width: 768px)', true, { getInitialValueInEffect: false });
  return desktop ? <DesktopLogin /> : <MobileLogin />;
}

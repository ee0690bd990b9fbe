import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { alertError } from '../lib/api';
import { sendFakeDoor } from '../lib/fake-doors';
import { useSessionUser } from '../lib/session';

/**
 * Asks whether the user would use the area and records the answer (POST /preferences/fake-doors),
 * so the areas people want are built first. Only a signed-in user is asked (the call needs a token);
 * the latest answer counts.
 */
function FakeDoor({ resource }: { resource: string }) {
  const user = useSessionUser();
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [sending, setSending] = useState(false);
  if (!user) return null;
  if (answered !== null)
    return (
      <Text role="status" fw={600} c="vetor.8" data-testid="fake-door-thanks">
        Obrigado! Sua resposta nos ajuda a decidir o que construir primeiro.
      </Text>
    );
  const answer = async (confirm: boolean) => {
    setSending(true);
    try {
      await sendFakeDoor(resource, confirm);
      setAnswered(confirm);
    } catch (error) {
      alertError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={6} align="center" data-testid="fake-door">
      <Text fw={600}>Você usaria esta seção?</Text>
      <Group gap="xs" justify="center">
        <Button variant="light" loading={sending} onClick={() => answer(true)} data-testid="fake-door-yes">
          Sim, quero usar
        </Button>
        <Button variant="subtle" disabled={sending} onClick={() => answer(false)} data-testid="fake-door-no">
          Agora não
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A clear "em breve" page for an area whose screens are still being built. `resource` names the area
 * for the fake-door answer (default: the first segment of the path).
 */
export function ComingSoon({ title, resource }: { title?: string; resource?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="coming-soon">
      <IconTools size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-vetor-7)" />
      <Title order={1} size="h3">
        {title ?? 'Em breve'}
      </Title>
      {title && <ComingSoonBadge />}
      <Text c="dimmed" maw={420}>
        Esta seção do Vetor estará disponível em breve. Enquanto isso, explore os outros conteúdos pelo início.
      </Text>
      <FakeDoor resource={resource ?? (pathname.split('/')[1] || 'em-breve')} />
      <Button variant="default" onClick={() => navigate('/home')}>
        Voltar ao início
      </Button>
    </Stack>
  );
}

/** The "Em breve" mark on an entry point whose area is not built yet (a plain element: see ProBadge). */
export function ComingSoonBadge() {
  return (
    <span className="badge badge-soon" data-testid="coming-soon-badge">
      Em breve
    </span>
  );
}

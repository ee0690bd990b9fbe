import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconHeadset } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { HELP_LINKS } from '../help-articles';

/** /help: the help centre, its articles and the way to support. */
export default function HelpRoute() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h3">
        Central de ajuda
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {HELP_LINKS.map((link) => (
          <UnstyledButton
            key={link.id}
            onClick={() => navigate(link.path)}
            data-testid={`help-${link.id}`}
            style={{
              background: '#fff',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 12,
              padding: 14,
            }}
          >
            <Group wrap="nowrap" justify="space-between">
              <Stack gap={2}>
                <Text fw={700}>{link.title}</Text>
                <Text size="sm" c="dimmed">
                  {link.description}
                </Text>
              </Stack>
              <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md">
        <Group wrap="nowrap">
          <IconHeadset size={28} aria-hidden="true" color="var(--mantine-color-vetor-8)" />
          <Stack gap={2} style={{ flex: 1 }}>
            <Text fw={700}>Não encontrou a resposta?</Text>
            <Text size="sm" c="dimmed">
              Escreva para a nossa equipe. Respondemos por e-mail em até 2 dias úteis.
            </Text>
          </Stack>
          <UnstyledButton onClick={() => navigate('/support')} c="vetor.8" fw={700} data-testid="help-contact">
            Fale conosco
          </UnstyledButton>
        </Group>
      </Card>
    </Stack>
  );
}

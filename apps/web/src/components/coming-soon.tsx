import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** A clear "em breve" page for an area whose screens are still being built. */
export function ComingSoon({ title }: { title?: string }) {
  const navigate = useNavigate();
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
      <Button onClick={() => navigate('/home')}>Voltar ao início</Button>
    </Stack>
  );
}

/** The "Em breve" mark on an entry point whose area is not built yet. */
export function ComingSoonBadge() {
  return (
    <Badge color="gray.7" variant="filled" size="sm" radius="sm" data-testid="coming-soon-badge">
      Em breve
    </Badge>
  );
}

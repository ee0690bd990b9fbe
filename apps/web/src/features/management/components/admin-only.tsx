import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useManagementSession } from '../management-session';

// Customers and the team are an administrator's (profile 1) screens. The menu hides them from
// profile 2 and the server refuses their calls (403); an address typed by hand lands here.

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const session = useManagementSession();
  if (session?.profile === 1) return children;
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="orange" role="alert">
        Somente administradores (perfil 1) acessam esta tela.
      </Alert>
    </Stack>
  );
}

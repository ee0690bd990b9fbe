import { Alert, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { managementApi } from '../api/management-api';
import { setManagementSession } from '../management-session';

export function ManagementLogin() {
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setManagementSession(await managementApi.login(user.trim(), password));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Ocorreu um erro. Por favor, tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="form" onSubmit={submit} withBorder p="xl" radius="md" w="100%" maw={400}>
        <Stack>
          <Title order={1} size="h3">
            Gestão do conteúdo
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Usuário"
            autoComplete="username"
            required
            value={user}
            onChange={(e) => setUser(e.currentTarget.value)}
          />
          {/* A plain password field: Mantine's PasswordInput would leave the app's sign-in chunk and
              count in the app's first load once shared with this area. */}
          <TextInput
            type="password"
            label="Senha"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Entrar
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

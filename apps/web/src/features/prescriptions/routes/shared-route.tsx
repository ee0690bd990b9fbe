import { Alert, Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { useParams } from 'react-router';
import { config } from '../../../config';
import { usePublicShare } from '../api/get-public-share';

// The page the owner opens from the link (no login): the guides to download and the handouts,
// nothing else of the vet's records.

export default function SharedRoute() {
  const { token = '' } = useParams();
  const share = usePublicShare(token);
  const fileUrl = (url: string) => `${config.apiBase}${url.replace(/^\/api/, '')}`;
  return (
    <Container size="sm" py="lg">
      {share.isLoading && <Loader aria-label="Carregando" />}
      {share.isError && <Alert color="red">{message('SHARE_LINK_NOT_FOUND')}</Alert>}
      {share.data && (
        <Stack gap="md" data-testid="public-share">
          <Title order={1} size="h3">
            Receita de {share.data.patientName}
          </Title>
          <Text c="dimmed">
            Enviada por {share.data.vetName} em {share.data.date}.
          </Text>
          {share.data.files.map((f) => (
            <Card key={f.page} withBorder radius="md">
              <Button
                component="a"
                href={`${fileUrl(f.url)}?download=true`}
                download={f.name}
                leftSection={<IconDownload size={18} />}
                variant="light"
                data-testid="public-file"
              >
                Baixar {f.name}
              </Button>
            </Card>
          ))}
          {share.data.clinicalHandouts.length > 0 && (
            <Card withBorder radius="md">
              <Text fw={600} mb="xs">
                Orientações do veterinário
              </Text>
              {share.data.clinicalHandouts.map((h) => (
                <Text key={h.id}>• {h.name}</Text>
              ))}
            </Card>
          )}
          <Text size="sm" c="dimmed">
            {message('CONTROLLED_DRUGS_NOTE')} Em caso de dúvida, fale com o veterinário que atendeu o seu animal.
          </Text>
        </Stack>
      )}
    </Container>
  );
}

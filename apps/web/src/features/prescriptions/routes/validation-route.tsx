import { Alert, Badge, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { useParams } from 'react-router';
import { useValidation } from '../api/get-validation';

// The pharmacy's check (no login), opened by the QR code or the short code printed on each guide:
// the vet, CRMV, date, patient and items of that prescription.

export default function ValidationRoute() {
  const { code = '' } = useParams();
  const v = useValidation(code);
  return (
    <Container size="sm" py="lg">
      {v.isLoading && <Loader aria-label="Carregando" />}
      {v.isError && <Alert color="red">{message('VALIDATION_CODE_NOT_FOUND')}</Alert>}
      {v.data && (
        <Stack gap="md" data-testid="validation">
          <Group gap="xs">
            <IconShieldCheck size={28} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            <Title order={1} size="h3">
              Receita autêntica
            </Title>
          </Group>
          <Text>
            Código <strong>{v.data.code}</strong> emitido pelo Vetor.
          </Text>
          <Card withBorder radius="md">
            <Stack gap={4}>
              <Text>
                <strong>Veterinário(a):</strong> {v.data.vetName} — {v.data.crmv}
              </Text>
              <Text>
                <strong>Data:</strong> {v.data.date}{' '}
                <Badge size="sm" variant="light" color={v.data.shared ? 'teal' : 'gray'}>
                  {v.data.shared ? 'Enviada ao tutor' : 'Ainda não enviada'}
                </Badge>
              </Text>
              <Text>
                <strong>Paciente:</strong> {v.data.patient.name} ({v.data.patient.species})
              </Text>
            </Stack>
          </Card>
          <Card withBorder radius="md">
            <Text fw={600} mb="xs">
              Itens prescritos
            </Text>
            <Stack gap="xs">
              {v.data.items.map((i, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items are listed in their printed order
                <div key={n}>
                  <Text fw={600}>
                    {i.name} {i.quantity ? `— ${i.quantity}` : ''}
                  </Text>
                  <Text size="sm">{i.posology}</Text>
                </div>
              ))}
            </Stack>
          </Card>
        </Stack>
      )}
    </Container>
  );
}

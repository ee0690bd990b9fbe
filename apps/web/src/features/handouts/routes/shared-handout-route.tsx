import { Alert, Anchor, Box, Button, Card, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { HANDOUT_TYPE_LABELS } from '@vetor/domain/handouts/handouts.schemas';
import { message } from '@vetor/domain/messages';
import { Link, useParams } from 'react-router';
import { SectionList } from '../../../components/sections/section-list';
import { config } from '../../../config';
import { usePublicRead } from '../../../lib/public-read';
import { getPublicHandout } from '../api/get-public-handout';

// The page the owner opens from the link (spec 3 §2 shared clinical handout view, no login): the
// handout greeting the owner and naming the animal, the posology of a prescribed drug, the other
// handouts of the share and the vet's name, CRMV and contact; printable.
export default function SharedHandoutRoute() {
  const { shareId = '', handoutId = '' } = useParams();
  const page = usePublicRead(() => getPublicHandout(handoutId, shareId), `${shareId}/${handoutId}`);
  const d = page.data;
  return (
    <Container size="sm" py="lg" px="md">
      {/* Printing keeps the handout and the vet's contact, not the links and buttons. */}
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
      {page.isLoading && <Loader aria-label="Carregando" />}
      {page.isError && <Alert color="red">{message('SHARE_LINK_NOT_FOUND')}</Alert>}
      {d && (
        <Stack gap="md" data-testid="public-handout">
          <Text>
            Olá, {d.ownerFirstName}! Estas são as orientações para os cuidados com <strong>{d.patientName}</strong>.
          </Text>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {HANDOUT_TYPE_LABELS[d.handout.content_type]}
            </Text>
            <Title order={1} size="h2">
              {d.handout.name}
            </Title>
          </div>
          {d.posology && (
            <Card withBorder radius="md" bg="var(--mantine-color-blue-0)" data-testid="public-handout-posology">
              <Text fw={700} size="sm">
                Como dar a {d.patientName}, conforme a receita:
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {d.posology}
              </Text>
            </Card>
          )}
          <Box fz="md">
            <SectionList sections={d.handout.sections} references={d.handout.references} />
          </Box>
          {d.handouts.length > 1 && (
            <Card withBorder radius="md" className="no-print">
              <Text fw={600} mb={4}>
                Outras orientações enviadas
              </Text>
              <Stack gap={4}>
                {d.handouts
                  .filter((h) => h.id !== d.handout.id)
                  .map((h) => (
                    <Anchor key={h.id} component={Link} to={`/shared/handouts/${shareId}/${h.id}`}>
                      {h.name}
                    </Anchor>
                  ))}
              </Stack>
            </Card>
          )}
          <Divider />
          <div data-testid="public-handout-vet">
            <Text fw={600}>{d.vet.name}</Text>
            <Text size="sm">Médico(a)-veterinário(a) · {d.vet.crmv}</Text>
            {d.vet.email && (
              <Text size="sm">
                E-mail: <Anchor href={`mailto:${d.vet.email}`}>{d.vet.email}</Anchor>
              </Text>
            )}
            {d.vet.phone && (
              <Text size="sm">
                Telefone: <Anchor href={`tel:${d.vet.phone}`}>{d.vet.phone}</Anchor>
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              Enviado em {d.date}. Em caso de dúvida, fale com o veterinário que atendeu o seu animal.
            </Text>
          </div>
          <Group className="no-print">
            <Button variant="light" onClick={() => window.print()}>
              Imprimir
            </Button>
            <Button
              variant="subtle"
              component="a"
              href={`${config.apiBase}/patients/handouts/${encodeURIComponent(handoutId)}/pdf?shareId=${encodeURIComponent(shareId)}`}
              data-testid="public-handout-pdf"
            >
              Baixar PDF
            </Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}

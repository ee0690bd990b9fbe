import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { useNavigate } from 'react-router';
import { EvidencePyramid, evidenceLabel } from './evidence-pyramid';
import type { ReferenceContext } from './reference-store';
import { evidenceLevelOf, internalPath, validUrl } from './reference-utils';

/** One reference in full (docs/product/content-and-study.md §2 References card). */
export function ReferenceCard({ reference, context }: { reference: Reference; context: ReferenceContext }) {
  const navigate = useNavigate();
  const level = evidenceLevelOf(reference);
  const link = validUrl(reference.link);
  const path = internalPath(reference);
  return (
    <Card withBorder radius="lg" p="lg" data-testid="reference-card">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {context.name}
          </Text>
          {context.description && (
            <Text size="sm" c="dimmed">
              {context.description}
            </Text>
          )}
        </div>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {reference.name}
        </Title>
        {(reference.magazine || reference.year || reference.category) && (
          <Text size="sm">{[reference.category, reference.magazine, reference.year].filter(Boolean).join(' · ')}</Text>
        )}
        {reference.description && <Text>{reference.description}</Text>}
        {reference.dose && (
          <Text size="sm">
            <b>Dose citada:</b> {reference.dose}
          </Text>
        )}
        {reference.addendum && (
          <Text size="sm" c="dimmed">
            {reference.addendum}
          </Text>
        )}
        <Group align="center" gap="lg" wrap="wrap">
          {level > 0 ? (
            <>
              <EvidencePyramid level={level} />
              <Stack gap={2}>
                <Text fw={700}>Nível de evidência {level}</Text>
                <Text size="sm" c="dimmed">
                  {evidenceLabel(level)}
                </Text>
              </Stack>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Sem nível de evidência informado.
            </Text>
          )}
        </Group>
        <Group gap="sm">
          {link && (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" data-testid="reference-link">
              <Group gap={4} component="span">
                Abrir referência <IconExternalLink size={16} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
          {path && (
            <Button
              variant="light"
              onClick={() =>
                navigate(
                  path.includes('/doses/') && context.from ? `${path}?from=${encodeURIComponent(context.from)}` : path,
                )
              }
              data-testid="reference-internal"
            >
              Ver conteúdo
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

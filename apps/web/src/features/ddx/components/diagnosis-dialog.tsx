import { Anchor, Badge, Center, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { RankedDiagnosis, Sign } from '@vetor/domain/ddx/ddx.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { Link } from 'react-router';
import { useDiagnosis } from '../api/get-diagnosis';

export interface DiagnosisDialogProps {
  ranked: RankedDiagnosis | null;
  animal: string;
  chosen: readonly Sign[];
  onClose: () => void;
}

/**
 * A compatible condition (docs/product/content-and-study.md §2 step 3): the animal, the filled signs, the sections, the
 * condition's signs not filled and the references; links to the library when it has the items.
 */
export function DiagnosisDialog({ ranked, animal, chosen, onClose }: DiagnosisDialogProps) {
  const detail = useDiagnosis(ranked?.id ?? null);
  const d = detail.data;
  const chosenIds = new Set(chosen.map((s) => s.id));
  const against = new Set(ranked?.againstSigns ?? []);
  return (
    <Modal
      opened={!!ranked}
      onClose={onClose}
      size={LAYOUT.dialogMaxWidth}
      title={ranked?.diagnosis}
      centered
      data-testid="diagnosis-dialog"
    >
      {!d ? (
        <Center h={160}>
          <Loader aria-label="Carregando diagnóstico" />
        </Center>
      ) : (
        <Stack gap="md">
          <Text size="sm">{d.description}</Text>
          <section>
            <Title order={3} size="h6">
              Animal
            </Title>
            <Text size="sm">{animal}</Text>
          </section>
          <section>
            <Title order={3} size="h6">
              Sinais preenchidos ({ranked?.matched}/{ranked?.total} explicados)
            </Title>
            <Group gap={6} mt={4}>
              {chosen.map((s) => {
                const explained = d.signs.some((x) => x.id === s.id);
                return (
                  <Badge
                    key={s.id}
                    variant={explained ? 'filled' : 'outline'}
                    color={against.has(s.id) ? 'red.8' : explained ? 'teal.8' : 'gray.7'}
                    style={{ textTransform: 'none' }}
                  >
                    {s.sign}
                    {against.has(s.id) ? ' · contra' : explained ? '' : ' · não explicado'}
                  </Badge>
                );
              })}
            </Group>
          </section>
          {d.sections.map((section) => (
            <section key={section.title}>
              <Title order={3} size="h6">
                {section.title}
              </Title>
              {section.paragraphs.map((p) => (
                <Text key={p} size="sm" mt={4}>
                  {p}
                </Text>
              ))}
            </section>
          ))}
          <section>
            <Title order={3} size="h6">
              Sinais não preenchidos
            </Title>
            <List size="sm" mt={4} spacing={2}>
              {d.signs
                .filter((s) => !chosenIds.has(s.id))
                .map((s) => (
                  <List.Item key={s.id}>
                    {s.sign}
                    {s.hallmark && (
                      <Text span c="orange.9" fw={600}>
                        {' '}
                        (característico)
                      </Text>
                    )}
                  </List.Item>
                ))}
            </List>
          </section>
          {(d.links.item || d.links.algorithm || d.links.drugs.length > 0) && (
            <section>
              <Title order={3} size="h6">
                Na biblioteca
              </Title>
              <Group gap="sm" mt={4}>
                {d.links.item && (
                  <Anchor component={Link} to={`/item/${d.links.item.id}`} size="sm">
                    {d.links.item.name}
                  </Anchor>
                )}
                {d.links.algorithm && (
                  <Anchor component={Link} to={`/item/${d.links.algorithm.id}`} size="sm">
                    Algoritmo: {d.links.algorithm.name}
                  </Anchor>
                )}
                {d.links.drugs.map((drug) => (
                  <Anchor key={drug.id} component={Link} to={`/categories/${drug.category}/drugs/${drug.id}`} size="sm">
                    {drug.name}
                  </Anchor>
                ))}
              </Group>
            </section>
          )}
          <section data-testid="diagnosis-references">
            <Title order={3} size="h6">
              Referências
            </Title>
            <List size="xs" mt={4} spacing={4} type="ordered">
              {d.references.map((r) => (
                <List.Item key={r.name}>
                  {r.name}
                  {r.year ? `, ${r.year}` : ''}.
                </List.Item>
              ))}
            </List>
          </section>
        </Stack>
      )}
    </Modal>
  );
}

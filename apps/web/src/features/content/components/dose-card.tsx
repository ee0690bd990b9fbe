import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Dose } from '@vetor/domain/content/drug.schemas';
import { ANIMAL_LABELS, type AnimalId } from '@vetor/domain/platform/enums';
import { frequencyWords } from '@vetor/domain/platform/wording';
import { Link } from 'react-router';
import { PatientDoseLine } from './patient-dose-line';

/** A dose whose text contains 'click word' is a 'see more' dose: the card only links to its page. */
export function isSeeMoreDose(dose: Dose): boolean {
  return [dose.title, dose.dose, dose.description ?? ''].some((t) => t.toLowerCase().includes('click word'));
}

/** "a cada mês", never "a cada 1 meses": one wording helper for every screen. */
export function frequencyText(dose: Dose): string {
  return frequencyWords(dose.frequency, dose.frequencyUnit);
}

export function DoseCard({ dose, to, full = false }: { dose: Dose; to?: string; full?: boolean }) {
  const card = <DoseCardBody dose={dose} full={full} />;
  // The patient's line is a sibling of the card's link: its own "Calcular" link cannot nest in it.
  const patient = isSeeMoreDose(dose) && !full ? null : <PatientDoseLine dose={dose} />;
  if (!to)
    return (
      <div className="dose-card-wrap">
        {card}
        {patient}
      </div>
    );
  return (
    <div className="dose-card-wrap">
      <Link
        to={to}
        style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
        aria-label={`Dose: ${dose.title}`}
      >
        {card}
      </Link>
      {patient}
    </div>
  );
}

function DoseCardBody({ dose, full }: { dose: Dose; full: boolean }) {
  const seeMore = isSeeMoreDose(dose) && !full;
  return (
    <Card withBorder radius="md" p="md" data-testid="dose-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {dose.title}
          </Text>
          {/* The species stay whole; a long title wraps instead. */}
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {dose.animals.map((a) => (
              <Badge key={a} size="sm" variant="light" color={a === 1 ? 'blue' : 'grape'}>
                {ANIMAL_LABELS[a as AnimalId]}
              </Badge>
            ))}
          </Group>
        </Group>
        {seeMore ? (
          <Text c="vetor.7" fw={600}>
            Ver mais
          </Text>
        ) : (
          <>
            <Text size="xl" fw={800} c="vetor.8">
              {dose.dose} {dose.measurement}
            </Text>
            <Group gap="md">
              <Text size="sm">
                <b>Via:</b> {dose.route}
              </Text>
              <Text size="sm">
                <b>Frequência:</b> {frequencyText(dose)}
              </Text>
            </Group>
            {dose.description && (
              <Text size="sm" c="dimmed" lineClamp={full ? undefined : 3}>
                {dose.description}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

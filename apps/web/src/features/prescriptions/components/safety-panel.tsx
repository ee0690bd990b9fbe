import { Anchor, Badge, Box, Card, Collapse, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import type { SafetyWarning } from '@vetor/domain/prescriptions/safety-check';
import type { SafetyAcknowledgement } from '@vetor/domain/prescriptions/safety-check.schemas';
import { useState } from 'react';
import { Link } from 'react-router';

// The safety check beside the draft's items (docs/decisions/prescriptions-safety-check.md): one
// compact card, warnings by level with a link to where the statement comes from. On a phone it is a
// collapsible section above the actions; it never blocks anything.

/** 3 = avoid, 2 = serious, 1 = attention (the interaction scale); Mantine colours dark enough for text. */
export const SAFETY_LEVEL: Record<1 | 2 | 3, { label: string; color: string }> = {
  3: { label: 'Evitar', color: 'red' },
  2: { label: 'Grave', color: 'orange' },
  1: { label: 'Atenção', color: 'yellow' },
};

const SUPPORT_NOTE = 'Apoia e não substitui o julgamento clínico.';

const count = (n: number) => (n === 1 ? '1 alerta' : `${n} alertas`);

/** Where a warning's statement is: the monograph's section, or the interaction checker. */
function sourceLink(warning: SafetyWarning, categories: ReadonlyMap<string, number>) {
  if (warning.source.type === 'interaction') return { to: '/drugs/interactions', label: 'Verificador de interações' };
  const category = categories.get(warning.source.drugId);
  if (category === undefined) return null;
  const tab = warning.source.section === 'doses' ? 'doses' : 'attention';
  return {
    to: `/categories/${category}/drugs/${encodeURIComponent(warning.source.drugId)}?tab=${tab}`,
    label: tab === 'doses' ? 'Doses na monografia' : 'Atenção na monografia',
  };
}

function WarningRow({ warning, categories }: { warning: SafetyWarning; categories: ReadonlyMap<string, number> }) {
  const level = SAFETY_LEVEL[warning.level];
  const link = sourceLink(warning, categories);
  return (
    <Box
      pl="xs"
      style={{ borderLeft: `3px solid var(--mantine-color-${level.color}-6)` }}
      data-testid="safety-warning"
      data-level={warning.level}
    >
      <Badge size="xs" variant="light" color={level.color} mb={2}>
        {level.label}
      </Badge>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {warning.message}
      </Text>
      {link && (
        <Anchor component={Link} to={link.to} size="xs">
          {link.label}
        </Anchor>
      )}
    </Box>
  );
}

export interface SafetyPanelProps {
  pages: PrescriptionItem[][];
  warnings: SafetyWarning[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Phone: collapsible, closed until opened (the count shows in its header). */
  compact: boolean;
}

export function SafetyPanel({ pages, warnings, loading, failed, compact }: SafetyPanelProps) {
  const [open, setOpen] = useState(false);
  const categories = new Map(pages.flat().flatMap((i) => (i.drugsList ?? []).map((d) => [d.drugId, d.category])));
  const top = warnings?.[0]?.level;
  const summary = warnings?.length ? (
    <Badge
      color={SAFETY_LEVEL[top ?? 1].color}
      variant="filled"
      style={{ flexShrink: 0, overflow: 'visible' }}
      data-testid="safety-count"
    >
      {count(warnings.length)}
    </Badge>
  ) : null;

  const body = (
    <Stack gap="sm">
      {failed && !warnings && (
        <Text size="sm" c="dimmed">
          Não foi possível checar os itens agora.
        </Text>
      )}
      {!failed && !warnings && loading && <Loader size="xs" aria-label="Checando os itens" />}
      {warnings?.length === 0 && (
        <Group gap={6} wrap="nowrap" data-testid="safety-clear">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Text size="sm">Nenhum alerta para estes itens</Text>
        </Group>
      )}
      {warnings?.map((w) => (
        <WarningRow key={w.id} warning={w} categories={categories} />
      ))}
      <Text size="xs" c="dimmed">
        {SUPPORT_NOTE}
      </Text>
    </Stack>
  );

  const title = (
    <Group gap={6} wrap="nowrap">
      <IconShieldCheck size={18} aria-hidden="true" />
      <Text fw={700} size="sm">
        Checagem de segurança
      </Text>
      {loading && warnings && <Loader size={12} aria-label="Checando os itens" />}
    </Group>
  );

  if (compact) {
    return (
      <Card withBorder radius="md" padding="sm" data-testid="safety-panel">
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="safety-panel-body"
          data-testid="safety-toggle"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
            {title}
            <Group gap={6} wrap="nowrap">
              {summary ?? (warnings?.length === 0 && <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" />)}
              <IconChevronDown
                size={16}
                aria-hidden="true"
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            </Group>
          </Group>
        </UnstyledButton>
        <Collapse expanded={open} id="safety-panel-body">
          <Box pt="sm">{body}</Box>
        </Collapse>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="sm" data-testid="safety-panel" style={{ position: 'sticky', top: 72 }}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        {title}
        {summary}
      </Group>
      {body}
    </Card>
  );
}

/** On the summary: what the vet acknowledged before generating the guides, and when. */
export function SafetyAcknowledgementCard({ acknowledgement }: { acknowledgement: SafetyAcknowledgement }) {
  if (!acknowledgement.warnings.length) return null;
  return (
    <Card withBorder radius="md" data-testid="safety-acknowledgement">
      <Group gap={6} wrap="nowrap" mb="xs">
        <IconShieldCheck size={18} aria-hidden="true" />
        <Text fw={600}>Alertas de segurança reconhecidos</Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Ciente em {new Date(acknowledgement.at).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })}
      </Text>
      <Stack gap={6}>
        {acknowledgement.warnings.map((w) => (
          <Group key={w.id} gap="xs" wrap="nowrap" align="flex-start">
            <Badge size="xs" variant="light" color={SAFETY_LEVEL[w.level].color} style={{ flexShrink: 0 }} mt={2}>
              {SAFETY_LEVEL[w.level].label}
            </Badge>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {w.message}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

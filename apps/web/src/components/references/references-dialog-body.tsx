import { Group, Modal, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { EvidencePyramid } from './evidence-pyramid';
import { openReference } from './reference-store';
import { dedupeReferences, evidenceLevelOf } from './reference-utils';
import type { ReferencesDialogProps } from './references-dialog';

// The references dialog's content, loaded when it first opens (references-dialog.tsx).

function ReferenceRow({ reference, onOpen }: { reference: Reference; onOpen: () => void }) {
  const level = evidenceLevelOf(reference);
  return (
    <UnstyledButton
      onClick={onOpen}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, width: '100%' }}
      data-testid="reference-row"
    >
      <Group wrap="nowrap" justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {reference.name}
          </Text>
          {(reference.magazine || reference.year) && (
            <Text size="xs" c="dimmed">
              {[reference.magazine, reference.year].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
        {/* The level as the spec's pyramid with its number in words; the group never shrinks, so it is
            not cut to "N" beside a long title. */}
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {level > 0 && (
            <Group gap={4} wrap="nowrap" data-testid="reference-level">
              <EvidencePyramid level={level} size={26} />
              <Text size="xs" fw={600} c="gray.8">
                Nível {level}
              </Text>
            </Group>
          )}
          <IconChevronRight size={18} aria-hidden="true" />
        </Group>
      </Group>
    </UnstyledButton>
  );
}

export default function OpenedReferencesDialog({
  opened,
  onClose,
  own,
  external = [],
  context,
  onPick,
}: ReferencesDialogProps) {
  const navigate = useNavigate();
  const tabs = useMemo(
    () =>
      [
        { value: 'own', label: 'Referências', refs: dedupeReferences(own) },
        { value: 'external', label: 'Externas', refs: dedupeReferences(external) },
      ].filter((t) => t.refs.length > 0),
    [own, external],
  );
  const open = (r: Reference) => {
    if (onPick) {
      onPick(r);
      return;
    }
    openReference(r, context);
    onClose();
    navigate('/references');
  };
  const list = (refs: Reference[]) => (
    <Stack gap="xs" mt="sm">
      {refs.map((r) => (
        <ReferenceRow key={r.name} reference={r} onOpen={() => open(r)} />
      ))}
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Referências" size={LAYOUT.dialogMaxWidth} centered>
      {tabs.length === 0 && <Text c="dimmed">Nenhuma referência cadastrada.</Text>}
      {tabs.length === 1 && tabs[0] && list(tabs[0].refs)}
      {tabs.length > 1 && (
        <Tabs defaultValue={tabs[0]?.value}>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label} ({t.refs.length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {list(t.refs)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}

import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Reference } from '@vetor/domain/content/content-base.schemas';

// References of an item or drug: what is cited, where, the evidence level (1 strongest to 5, 0
// none) and whether it is an external link or a path inside the app.

const LEVELS = [
  { value: '0', label: 'Sem nível' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `Nível ${n}` })),
];
const TYPES = [
  { value: '0', label: 'Externa (link)' },
  { value: '1', label: 'Interna (caminho no app)' },
];

function without<K extends keyof Reference>(ref: Reference, key: K, value: Reference[K] | '' | undefined): Reference {
  const next = { ...ref };
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value as Reference[K];
  return next;
}

export function ReferencesEditor({
  references,
  onChange,
  onRemove,
}: {
  references: Reference[];
  onChange(references: Reference[]): void;
  /** Removing shifts the indexes sections point at; the owner fixes them. */
  onRemove(index: number): void;
}) {
  const set = (i: number, r: Reference) => onChange(references.map((x, j) => (j === i ? r : x)));
  return (
    <Stack gap="sm">
      {references.map((r, i) => {
        const label = `Referência ${i + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions in a controlled list; the content has no ids
          <Paper key={`ref-${i}`} withBorder p="sm" aria-label={label} component="fieldset">
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm" component="legend">
                {label}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover ${label.toLowerCase()}`}
                disabled={references.length <= 1}
                onClick={() => onRemove(i)}
              >
                ×
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
              <TextInput
                label={`${label}: obra`}
                value={r.name}
                required
                onChange={(e) => set(i, { ...r, name: e.currentTarget.value })}
              />
              <TextInput
                label={`${label}: periódico ou editora`}
                value={r.magazine ?? ''}
                onChange={(e) => set(i, without(r, 'magazine', e.currentTarget.value))}
              />
              <NumberInput
                label={`${label}: ano`}
                value={r.year ?? ''}
                min={1800}
                max={2100}
                allowDecimal={false}
                onChange={(v) => set(i, without(r, 'year', typeof v === 'number' ? v : undefined))}
              />
              <Select
                label={`${label}: nível de evidência`}
                data={LEVELS}
                value={String(r.levelNumber ?? 0)}
                allowDeselect={false}
                onChange={(v) => set(i, { ...r, levelNumber: Number(v ?? 0) })}
              />
              <Select
                label={`${label}: tipo`}
                data={TYPES}
                value={String(r.type ?? 0)}
                allowDeselect={false}
                onChange={(v) => set(i, { ...r, type: v === '1' ? 1 : 0 })}
              />
              {r.type === 1 ? (
                <TextInput
                  label={`${label}: caminho no app`}
                  placeholder="/entities/drugs/acepromazina"
                  value={r.path ?? ''}
                  onChange={(e) => set(i, without(r, 'path', e.currentTarget.value))}
                />
              ) : (
                <TextInput
                  label={`${label}: link`}
                  placeholder="https://"
                  value={r.link ?? ''}
                  onChange={(e) => set(i, without(r, 'link', e.currentTarget.value))}
                />
              )}
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange([...references, { name: '', levelNumber: 0, type: 0 }])}
        >
          Adicionar referência
        </Button>
      </Group>
    </Stack>
  );
}

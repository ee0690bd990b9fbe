import { Accordion, Stack, Text, Textarea } from '@mantine/core';
import type { Section } from '@vetor/domain/content/content-base.schemas';
import { STYLE_NAMES } from '../section-text';

// The item screen's admin mode (spec 2 §2): sections in an accordion instead of the timeline, each
// text and paragraph list editable in place. Tables, photos and videos are shown read-only here:
// their structured editors are "em breve" (docs/decisions/management-profiles.md).

type Editable = Section & { paragraphs?: string[]; sections?: Editable[] };

interface Props {
  sections: Editable[];
  onChange(sections: Editable[]): void;
  path?: string;
}

function SectionFields({
  section,
  label,
  onChange,
}: {
  section: Editable;
  label: string;
  onChange(s: Editable): void;
}) {
  const style = STYLE_NAMES[section.style] ?? `Estilo ${section.style}`;
  return (
    <Stack gap="xs">
      {section.text !== undefined && (
        <Textarea
          label={`${label} · ${style}: texto`}
          autosize
          minRows={1}
          value={section.text}
          onChange={(e) => onChange({ ...section, text: e.currentTarget.value })}
        />
      )}
      {section.paragraphs !== undefined && (
        <Textarea
          label={`${label} · ${style}: parágrafos (um por linha)`}
          autosize
          minRows={2}
          value={section.paragraphs.join('\n')}
          onChange={(e) => onChange({ ...section, paragraphs: e.currentTarget.value.split('\n') })}
        />
      )}
      {section.text === undefined && section.paragraphs === undefined && (
        <Text size="sm" c="dimmed">
          {label} · {style}: edição estruturada deste estilo em breve (conteúdo mantido como está).
        </Text>
      )}
    </Stack>
  );
}

/** Nested sections (up to three levels), each with its fields then its children. */
function NestedSections({ sections, onChange, path = '' }: Props) {
  return (
    <Stack
      gap="sm"
      pl={path ? 'md' : 0}
      style={path ? { borderLeft: '2px solid var(--mantine-color-gray-3)' } : undefined}
    >
      {sections.map((section, i) => {
        const label = `${path}${i + 1}`;
        const set = (next: Editable) => onChange(sections.map((s, j) => (j === i ? next : s)));
        return (
          <Stack key={label} gap="xs">
            <SectionFields section={section} label={label} onChange={set} />
            {section.sections?.length ? (
              <NestedSections
                sections={section.sections}
                path={`${label}.`}
                onChange={(children) => set({ ...section, sections: children })}
              />
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

export function SectionEditor({ sections, onChange }: Props) {
  return (
    <Accordion multiple variant="separated" defaultValue={['0']}>
      {sections.map((section, i) => {
        const set = (next: Editable) => onChange(sections.map((s, j) => (j === i ? next : s)));
        return (
          <Accordion.Item key={String(i)} value={String(i)}>
            <Accordion.Control>{section.text || `Seção ${i + 1}`}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <SectionFields section={section} label={String(i + 1)} onChange={set} />
                {section.sections?.length ? (
                  <NestedSections
                    sections={section.sections}
                    path={`${i + 1}.`}
                    onChange={(children) => set({ ...section, sections: children })}
                  />
                ) : null}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

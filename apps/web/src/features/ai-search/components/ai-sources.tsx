import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconPill } from '@tabler/icons-react';
import type { AiSource } from '@vetor/domain/ai-search/ai-search.schemas';
import { LIMITS } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import { Link } from 'react-router';

/** The references card: title, link and icon; the first 3, then 'ver mais' (docs/product/content-and-study.md §2 AI search). */
export function AiSources({ sources }: { sources: AiSource[] }) {
  const [all, setAll] = useState(false);
  if (!sources.length) return null;
  const shown = all ? sources : sources.slice(0, LIMITS.aiSourcesShown);
  return (
    <Paper withBorder radius="md" p="md" data-testid="ai-sources">
      <Title order={2} size="h5" mb="sm">
        Fontes
      </Title>
      <Stack gap="sm">
        {shown.map((s, i) => (
          <Group key={s.link + s.title} wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon variant="light" size={32} radius="md">
              {s.link.includes('/drugs/') ? (
                <IconPill size={18} aria-hidden="true" />
              ) : (
                <IconFileText size={18} aria-hidden="true" />
              )}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text component={Link} to={s.link} fw={600} size="sm" c="blue.8" td="underline" data-testid="ai-source">
                [{i + 1}] {s.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {s.snippet}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      {sources.length > LIMITS.aiSourcesShown && (
        <Button variant="subtle" size="xs" mt="sm" onClick={() => setAll(!all)}>
          {all ? 'ver menos' : `ver mais (${sources.length - LIMITS.aiSourcesShown})`}
        </Button>
      )}
    </Paper>
  );
}

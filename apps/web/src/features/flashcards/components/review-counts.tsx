import { Group, Text, Tooltip } from '@mantine/core';
import type { ReviewCounts } from '@vetor/domain/flashcards/flashcards.schemas';

// Anki's three counts for today: new (blue), learning (red), due for review (green).
export function ReviewCountsView({ counts }: { counts: ReviewCounts }) {
  return (
    <Group
      gap={8}
      wrap="nowrap"
      data-testid="review-counts"
      aria-label={`Novos ${counts.new}, aprendendo ${counts.learning}, a revisar ${counts.due}`}
    >
      <Tooltip label="Novos">
        <Text size="sm" fw={700} c="blue.8" data-testid="review-new">
          {counts.new}
        </Text>
      </Tooltip>
      <Tooltip label="Aprendendo">
        <Text size="sm" fw={700} c="red.8" data-testid="review-learning">
          {counts.learning}
        </Text>
      </Tooltip>
      <Tooltip label="A revisar">
        <Text size="sm" fw={700} c="green.9" data-testid="review-due">
          {counts.due}
        </Text>
      </Tooltip>
    </Group>
  );
}

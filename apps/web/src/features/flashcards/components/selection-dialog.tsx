import { Button, Modal, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  CARD_CONTENT_TYPE_LABELS,
  CARD_CONTENT_TYPE_ORDER,
  type CardContentType,
  type CardsProgressResponse,
} from '@vetor/domain/flashcards/flashcards.schemas';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useState } from 'react';

// The selection dialog (docs/product/content-and-study.md §2, §5): the category first, then a class or a single content item.

export type Selection =
  | { kind: 'class'; contentType: CardContentType; cardClass: string }
  | { kind: 'content'; contentType: CardContentType; contentId: string; contentName: string };

export function SelectionDialog({
  progress,
  initial,
  onClose,
  onStart,
}: {
  progress: CardsProgressResponse;
  initial: { contentType?: CardContentType; contentId?: string };
  onClose: () => void;
  onStart: (selection: Selection) => void;
}) {
  const [type, setType] = useState<string>(initial.contentType ? String(initial.contentType) : '');
  const [mode, setMode] = useState<'class' | 'content'>(initial.contentId ? 'content' : 'class');
  const [value, setValue] = useState(initial.contentId ?? '');
  const [error, setError] = useState<string | null>(null);
  const contentType = type ? (Number(type) as CardContentType) : undefined;
  const choices =
    contentType === undefined
      ? []
      : mode === 'class'
        ? progress.classes
            .filter((c) => c.content_type === contentType)
            .map((c) => ({ label: c.card_class, value: c.card_class }))
        : progress.contents
            .filter((c) => c.content_type === contentType)
            .map((c) => ({ label: c.content_name, value: c.content_id }));

  const start = () => {
    if (!contentType || !value) {
      setError(message('FLASH_CARDS_SELECT_CATEGORY_AND_CLASS'));
      return;
    }
    if (mode === 'class') onStart({ kind: 'class', contentType, cardClass: value });
    else {
      const content = progress.contents.find((c) => c.content_id === value);
      onStart({ kind: 'content', contentType, contentId: value, contentName: content?.content_name ?? value });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Escolha o que estudar"
      size={LAYOUT.dialogMaxWidth}
      centered
      data-testid="selection-dialog"
    >
      <Stack gap="md">
        <NativeSelect
          label="Categoria"
          data={[
            { label: 'Selecione', value: '', disabled: true },
            ...CARD_CONTENT_TYPE_ORDER.map((t) => ({ label: CARD_CONTENT_TYPE_LABELS[t], value: String(t) })),
          ]}
          value={type}
          onChange={(e) => {
            setType(e.currentTarget.value);
            setValue('');
            setError(null);
          }}
          data-testid="selection-category"
        />
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => {
            setMode(v as 'class' | 'content');
            setValue('');
          }}
          data={[
            { label: 'Por classe', value: 'class' },
            { label: 'Por conteúdo', value: 'content' },
          ]}
          aria-label="Estudar por classe ou por conteúdo"
        />
        <NativeSelect
          label={mode === 'class' ? 'Classe' : 'Conteúdo'}
          disabled={!contentType}
          data={[{ label: 'Selecione', value: '', disabled: true }, ...choices]}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          data-testid="selection-value"
        />
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button onClick={start} data-testid="selection-start">
          Começar
        </Button>
      </Stack>
    </Modal>
  );
}

import { ActionIcon, Button, FileButton, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@vetor/domain/management/management.schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { managementApi } from '../api/management-api';
import { move } from '../section-tree';

// Style 6: a photo carousel. Photos are uploaded to the file store (POST /management/temporaries/photos)
// and kept by URL, each with the alternative text readers' screen readers say.

interface Photo {
  url: string;
  alt: string;
  caption?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });
}

export function PhotosEditor({
  photos,
  label,
  path,
  onChange,
}: {
  photos: Photo[];
  label: string;
  path: string;
  onChange(photos: Photo[]): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(ext in PHOTO_TYPES) || file.size > PHOTO_MAX_BYTES) return setError(message('PHOTO_INVALID'));
    setBusy(true);
    try {
      const data = await readBase64(file).catch(() => {
        throw new Error('Erro ao ler arquivo');
      });
      const stored = await managementApi.uploadPhoto({ name: file.name, base64FileExtension: ext, file: data, path });
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
      onChange([...photos, { url: stored.url, alt }]);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : 'Erro ao ler arquivo');
    } finally {
      setBusy(false);
    }
  }

  const set = (i: number, p: Photo) => onChange(photos.map((x, j) => (j === i ? p : x)));
  return (
    <Stack gap="xs">
      {photos.length === 0 && (
        <Text size="sm" c="dimmed">
          {label}: nenhuma foto ainda. Envie ao menos uma.
        </Text>
      )}
      {photos.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions in a controlled list; the content has no ids
        <Paper key={`${p.url}-${i}`} withBorder p="xs">
          <Group align="flex-start" wrap="nowrap">
            <Image src={p.url} alt={p.alt} w={96} h={72} fit="contain" bg="gray.0" />
            <Stack gap={4} style={{ flex: 1 }}>
              <TextInput
                size="xs"
                label={`${label}: foto ${i + 1}, texto alternativo`}
                value={p.alt}
                onChange={(e) => set(i, { ...p, alt: e.currentTarget.value })}
                required
              />
              <TextInput
                size="xs"
                label={`${label}: foto ${i + 1}, legenda`}
                value={p.caption ?? ''}
                onChange={(e) => {
                  const caption = e.currentTarget.value;
                  const { caption: _c, ...rest } = p;
                  set(i, caption ? { ...rest, caption } : rest);
                }}
              />
            </Stack>
            <Stack gap={2}>
              <ActionIcon
                variant="subtle"
                aria-label={`Mover foto ${i + 1} para cima`}
                disabled={i === 0}
                onClick={() => onChange(move(photos, i, i - 1))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Mover foto ${i + 1} para baixo`}
                disabled={i === photos.length - 1}
                onClick={() => onChange(move(photos, i, i + 1))}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover foto ${i + 1}`}
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Stack>
          </Group>
        </Paper>
      ))}
      <Group>
        <FileButton onChange={(f) => void upload(f)} accept={ACCEPT}>
          {(props) => (
            <Button size="xs" variant="light" loading={busy} {...props}>
              Enviar foto (JPG, PNG ou WebP até 5 MB)
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

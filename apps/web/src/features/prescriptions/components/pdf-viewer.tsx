import { Button, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getGuideFile } from '../api/get-guide-file';

// The guide viewer of the summary, loaded only there (a lazy chunk): the browser's own PDF viewer
// in a frame on a desktop; on a phone, where frames rarely show PDFs, a button opens the file.

export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const phone = useMediaQuery('(max-width: 700px)');
  const file = useQuery({
    queryKey: ['prescriptions', 'file', url],
    queryFn: () => getGuideFile(url),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  if (file.isError) return <Text c="red.8">Não foi possível abrir a guia.</Text>;
  if (!objectUrl) return <Loader aria-label="Carregando a guia" />;
  return (
    <Stack gap="xs">
      {!phone && (
        <iframe
          src={objectUrl}
          title={title}
          style={{ width: '100%', height: '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          data-testid="pdf-frame"
        />
      )}
      <Button
        component="a"
        href={objectUrl}
        target="_blank"
        rel="noreferrer"
        variant={phone ? 'filled' : 'subtle'}
        leftSection={<IconExternalLink size={18} />}
        data-testid="open-pdf"
      >
        Ver {title}
      </Button>
    </Stack>
  );
}

import { ActionIcon, Box, Group, Image, Modal, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import type { CarouselPhoto } from './photo-carousel';

export interface PhotoZoomDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The photo shown; kept while the dialog closes so its closing animation still shows it. */
  photo: CarouselPhoto | undefined;
}

/** A carousel photo enlarged: a click (or the button) doubles its size, and it pans by scrolling. */
export default function PhotoZoomDialog({ opened, onClose, photo }: PhotoZoomDialogProps) {
  // Each opening starts at the fitted size.
  const [isZoomed, setZoomed] = useState(false);
  const toggle = () => setZoomed((z) => !z);
  const close = () => {
    setZoomed(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={photo?.caption ?? photo?.alt ?? 'Foto'} size="xl" centered>
      {photo && (
        <>
          <Box style={{ overflow: 'auto', maxHeight: '70vh' }} data-testid="photo-zoom">
            <Image
              src={photo.url}
              alt={photo.alt}
              fit="contain"
              w={isZoomed ? '200%' : '100%'}
              maw="none"
              style={{ cursor: isZoomed ? 'zoom-out' : 'zoom-in' }}
              onClick={toggle}
            />
          </Box>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {photo.caption ?? photo.alt}
            </Text>
            <ActionIcon variant="light" aria-label={isZoomed ? 'Reduzir' : 'Ampliar'} onClick={toggle}>
              {isZoomed ? <IconZoomOut size={18} /> : <IconZoomIn size={18} />}
            </ActionIcon>
          </Group>
        </>
      )}
    </Modal>
  );
}

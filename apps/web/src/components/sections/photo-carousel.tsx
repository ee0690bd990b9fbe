import { ActionIcon, Box, Image, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useRef, useState } from 'react';
import { lazyDialog } from '../../lib/lazy-dialog';

const PhotoZoomDialog = lazyDialog(() => import('./photo-zoom-dialog'));

export interface CarouselPhoto {
  url: string;
  alt: string;
  caption?: string;
}

/** Carousel height of spec 2 §2: 200 (ads 100), plus 40 above 500 px of width. */
export function carouselHeight(wide: boolean, ads = false): number {
  return (ads ? LAYOUT.adsCarouselHeight : LAYOUT.carouselHeight) + (wide ? LAYOUT.carouselWideExtra : 0);
}

/**
 * Style 6: a horizontally scrolling, snapping photo strip; a photo opens a zoom dialog where a
 * second click doubles the size and the image can be panned by scrolling.
 */
export function PhotoCarousel({ photos, ads = false }: { photos: CarouselPhoto[]; ads?: boolean }) {
  // Strictly above 500 px (spec 2 §2): exactly 500 is narrow.
  const wide = useMediaQuery(`(min-width: ${LAYOUT.carouselWideBreakpoint + 1}px)`) ?? false;
  const height = carouselHeight(wide, ads);
  const strip = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  // The last photo opened, kept while the dialog closes.
  const [shown, setShown] = useState<CarouselPhoto | undefined>(undefined);
  const scroll = (dir: 1 | -1) =>
    strip.current?.scrollBy({ left: dir * strip.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <Box my="sm" pos="relative" data-testid="photo-carousel" style={{ height }}>
      <Box
        ref={strip}
        style={{
          display: 'flex',
          gap: 8,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          height,
          maxWidth: '100%',
        }}
      >
        {photos.map((p) => (
          <UnstyledButton
            key={p.url}
            onClick={() => {
              setShown(p);
              setOpened(true);
            }}
            aria-label={`Ampliar foto: ${p.alt}`}
            style={{ flex: '0 0 auto', scrollSnapAlign: 'start', height, borderRadius: 8, overflow: 'hidden' }}
          >
            <Image src={p.url} alt={p.alt} h={height} w="auto" fit="contain" bg="gray.0" loading="lazy" />
          </UnstyledButton>
        ))}
      </Box>
      {photos.length > 1 && (
        <>
          <ActionIcon
            variant="white"
            radius="xl"
            aria-label="Foto anterior"
            onClick={() => scroll(-1)}
            style={{ position: 'absolute', left: 4, top: height / 2 - 14 }}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="white"
            radius="xl"
            aria-label="Próxima foto"
            onClick={() => scroll(1)}
            style={{ position: 'absolute', right: 4, top: height / 2 - 14 }}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </>
      )}
      <PhotoZoomDialog opened={opened} onClose={() => setOpened(false)} photo={shown} />
    </Box>
  );
}

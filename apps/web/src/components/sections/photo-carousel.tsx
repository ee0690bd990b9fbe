import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useRef, useState } from 'react';
import { lazyDialog } from '../../lib/lazy-dialog';
import { IconButton } from '../icon-button';

const PhotoZoomDialog = lazyDialog(() => import('./photo-zoom-dialog'));

export interface CarouselPhoto {
  url: string;
  alt: string;
  caption?: string;
}

/** Carousel height of docs/product/content-and-study.md §2: 200 (ads 100), plus 40 above 500 px of width. */
export function carouselHeight(wide: boolean, ads = false): number {
  return (ads ? LAYOUT.adsCarouselHeight : LAYOUT.carouselHeight) + (wide ? LAYOUT.carouselWideExtra : 0);
}

/**
 * Style 6: a horizontally scrolling, snapping photo strip; a photo opens a zoom dialog where a
 * second click doubles the size and the image can be panned by scrolling.
 */
export function PhotoCarousel({ photos, ads = false }: { photos: CarouselPhoto[]; ads?: boolean }) {
  // Strictly above 500 px (docs/product/content-and-study.md §2): exactly 500 is narrow.
  const wide = useMediaQuery(`(min-width: ${LAYOUT.carouselWideBreakpoint + 1}px)`) ?? false;
  const height = carouselHeight(wide, ads);
  const strip = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  // The last photo opened, kept while the dialog closes.
  const [shown, setShown] = useState<CarouselPhoto | undefined>(undefined);
  const scroll = (dir: 1 | -1) =>
    strip.current?.scrollBy({ left: dir * strip.current.clientWidth * 0.8, behavior: 'smooth' });

  // Plain elements (styles.css, .photo-carousel): it renders inside content sections, which carry no
  // Mantine component on a content page's first screen.
  return (
    <div className="photo-carousel" data-testid="photo-carousel" style={{ height }}>
      <div ref={strip} className="photo-carousel-strip" style={{ height }}>
        {photos.map((p) => (
          <button
            type="button"
            key={p.url}
            className="photo-carousel-photo"
            onClick={() => {
              setShown(p);
              setOpened(true);
            }}
            aria-label={`Ampliar foto: ${p.alt}`}
            style={{ height }}
          >
            <img src={p.url} alt={p.alt} height={height} loading="lazy" />
          </button>
        ))}
      </div>
      {photos.length > 1 && (
        <>
          <IconButton
            variant="white"
            className="photo-carousel-arrow"
            aria-label="Foto anterior"
            onClick={() => scroll(-1)}
            style={{ left: 4, top: height / 2 - 14 }}
          >
            <IconChevronLeft size={18} />
          </IconButton>
          <IconButton
            variant="white"
            className="photo-carousel-arrow"
            aria-label="Próxima foto"
            onClick={() => scroll(1)}
            style={{ right: 4, top: height / 2 - 14 }}
          >
            <IconChevronRight size={18} />
          </IconButton>
        </>
      )}
      <PhotoZoomDialog opened={opened} onClose={() => setOpened(false)} photo={shown} />
    </div>
  );
}

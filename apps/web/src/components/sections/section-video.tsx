import { AspectRatio, Text } from '@mantine/core';
import { VIDEO_PLAYER_URL } from '@vetor/domain/content/section-style';

/** Style 8: an embedded video, only from the video service's player URL (spec 2 §5). */
export function SectionVideo({ url, title }: { url?: string; title?: string }) {
  if (!url || !VIDEO_PLAYER_URL.test(url)) {
    return (
      <Text size="sm" c="dimmed" my="sm" data-testid="video-unavailable">
        Vídeo indisponível.
      </Text>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} my="sm" maw={720}>
      <iframe
        src={url}
        title={title ?? 'Vídeo'}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, width: '100%', height: '100%' }}
      />
    </AspectRatio>
  );
}

import { VIDEO_PLAYER_URL } from '@vetor/domain/content/section-style';

/** Style 8: an embedded video, only from the video service's player URL (docs/product/content-and-study.md §5). */
export function SectionVideo({ url, title }: { url?: string; title?: string }) {
  if (!url || !VIDEO_PLAYER_URL.test(url)) {
    return (
      <p className="section-description section-video-unavailable" data-testid="video-unavailable">
        Vídeo indisponível.
      </p>
    );
  }
  return (
    <div className="section-video">
      <iframe
        src={url}
        title={title ?? 'Vídeo'}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** The Vetor mark: a stylised paw inside a vector arrow, in the primary colour. */
export function Logo({
  size = 32,
  withName = true,
  inverted = false,
}: {
  size?: number;
  withName?: boolean;
  inverted?: boolean;
}) {
  const fg = inverted ? '#ffffff' : '#0b2e59';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Vetor">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b2e59'} />
        <g fill={inverted ? '#0b2e59' : '#ffffff'}>
          <ellipse cx="22" cy="22" rx="5" ry="6.5" />
          <ellipse cx="42" cy="22" rx="5" ry="6.5" />
          <ellipse cx="13.5" cy="34" rx="4.5" ry="5.5" />
          <ellipse cx="50.5" cy="34" rx="4.5" ry="5.5" />
          <path d="M32 31c-8 0-14 9-14 15 0 5 4 7 8 6 3-.8 4.2-2 6-2s3 1.2 6 2c4 1 8-1 8-6 0-6-6-15-14-15z" />
        </g>
      </svg>
      {withName && (
        <span style={{ fontWeight: 800, fontSize: size * 0.62, color: fg, letterSpacing: '-0.02em' }}>Vetor</span>
      )}
    </span>
  );
}

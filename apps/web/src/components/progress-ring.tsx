import type { ReactNode } from 'react';

// A reading-progress ring drawn as two SVG circles. Mantine's RingProgress wraps each section in a
// floating tooltip whose mount walks every ancestor's computed style (≈25 ms of the drug page's
// commit at a phone's 4× CPU slowdown); this ring has no tooltip to mount.

export function ProgressRing({
  size,
  thickness,
  value,
  label,
}: {
  size: number;
  thickness: number;
  /** 0–100. */
  value: number;
  label: ReactNode;
}) {
  const r = (size - thickness) / 2;
  const length = 2 * Math.PI * r;
  const filled = (Math.min(100, Math.max(0, value)) / 100) * length;
  const circle = { cx: size / 2, cy: size / 2, r, fill: 'none', strokeWidth: thickness };
  return (
    <div style={{ position: 'relative', width: size, height: size }}>
      <svg width={size} height={size} aria-hidden="true" style={{ transform: 'rotate(-90deg)' }}>
        <circle {...circle} stroke="var(--mantine-color-gray-2)" />
        {filled > 0 && (
          <circle
            {...circle}
            stroke="var(--mantine-color-vetor-filled)"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${length}`}
          />
        )}
      </svg>
      <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {label}
      </div>
    </div>
  );
}

// The evidence pyramid of a reference card, drawn inline: five bands, level 1 (strongest) at the
// top; the reference's level is filled, the others outlined.

const LABELS = [
  'Revisões sistemáticas e metanálises',
  'Ensaios clínicos randomizados',
  'Estudos de coorte e caso-controle',
  'Séries e relatos de casos',
  'Opinião de especialistas e consensos',
];

/** `size` under 60 px draws a mark without the band numbers (a list row's), the words go beside it. */
export function EvidencePyramid({ level, size = 180 }: { level: number; size?: number }) {
  const numbered = size >= 60;
  const bands = 5;
  const h = size;
  const w = size * 1.1;
  const bandH = h / bands;
  return (
    <svg
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={`Pirâmide de evidência: nível ${level} de 5 — ${LABELS[level - 1] ?? ''}`}
      data-testid="evidence-pyramid"
      data-level={level}
    >
      {Array.from({ length: bands }, (_, i) => {
        const top = i * bandH;
        const bottom = top + bandH;
        const halfTop = (w / 2) * (i / bands);
        const halfBottom = (w / 2) * ((i + 1) / bands);
        const points = [
          [w / 2 - halfTop, top],
          [w / 2 + halfTop, top],
          [w / 2 + halfBottom, bottom],
          [w / 2 - halfBottom, bottom],
        ]
          .map((p) => p.join(','))
          .join(' ');
        const active = i + 1 === level;
        return (
          <g key={LABELS[i]}>
            <polygon
              points={points}
              fill={active ? 'var(--mantine-color-vetor-6, #1c7c7d)' : 'var(--mantine-color-gray-1, #f1f3f5)'}
              stroke="var(--mantine-color-gray-5, #adb5bd)"
              strokeWidth={1}
            />
            {numbered && (
              <text
                x={w / 2}
                y={top + bandH / 2 + 5}
                textAnchor="middle"
                fontSize={14}
                fontWeight={700}
                fill={active ? '#fff' : 'var(--mantine-color-gray-7, #495057)'}
              >
                {i + 1}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

export function evidenceLabel(level: number): string {
  return LABELS[level - 1] ?? 'Sem nível de evidência';
}

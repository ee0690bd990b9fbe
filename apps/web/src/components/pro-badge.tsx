import { Badge } from '@mantine/core';

export function ProBadge() {
  return (
    // #b33c0c: white text at 9 px needs 4.5:1 (orange.9 gave 4.29).
    <Badge size="xs" color="#b33c0c" variant="filled" aria-label="Conteúdo PRO">
      PRO
    </Badge>
  );
}

import { Badge } from '@mantine/core';

export function ProBadge() {
  return (
    <Badge size="xs" color="orange.9" variant="filled" aria-label="Conteúdo PRO">
      PRO
    </Badge>
  );
}

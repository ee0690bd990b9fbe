import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useStore } from '../../lib/store';
import { breadcrumbStore } from '../breadcrumb-store';

export function BreadcrumbBar() {
  const trail = useStore(breadcrumbStore);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Você está em">
      <Breadcrumbs separator="›" separatorMargin={6} mb="sm" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <Text key={c.path} size="sm" fw={600} aria-current="page" lineClamp={1}>
              {c.title}
            </Text>
          ) : (
            <Anchor key={c.path} component={Link} to={c.path} size="sm" c="vetor.8">
              {c.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

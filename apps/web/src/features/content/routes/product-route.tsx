import { Anchor, Badge, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PhotoCarousel } from '../../../components/sections/photo-carousel';
import { SectionList } from '../../../components/sections/section-list';
import { FavoriteStar } from '../../../lib/favorites-port';
import { usePageTitle } from '../../../lib/page-title';
import { useProduct } from '../api/get-product';
import { ContentHeader } from '../components/content-header';
import { useLoadFailure } from '../load-failure';
import { commercialNames, presentationsOf } from '../product-groups';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** /categories/{category}/products/{id}. */
export default function ProductRoute() {
  const { category = '1', id = '' } = useParams();
  const product = useProduct(id);
  useLoadFailure(product.error);
  usePageTitle(product.data?.name);
  const p = product.data;
  if (!p)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando produto" />
      </Center>
    );
  const human = p.type === 3;
  const species = [p.dogs && 'Cães', p.cats && 'Gatos'].filter(Boolean).join(' e ');
  return (
    <Stack gap="md">
      <ContentHeader
        title={p.name}
        description={p.description ?? p.brand}
        badges={
          human ? (
            <Badge variant="light" color="gray">
              Uso humano
            </Badge>
          ) : null
        }
        actions={<FavoriteStar item={{ id: p.id, name: p.name, category: p.category, type: 1 }} />}
      />
      {p.photos.length > 0 && <PhotoCarousel photos={p.photos} />}
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Field label={human ? 'Laboratório' : 'Marca'}>
          <Text>{p.brand === 'generic' ? 'Genérico' : p.brand}</Text>
        </Field>
        {p.brandLines.length > 0 && (
          <Field label="Linha">
            <Text>{p.brandLines.join(', ')}</Text>
          </Field>
        )}
        <Field label="Espécies">
          <Text>{species}</Text>
        </Field>
        {p.volumes.length > 0 && (
          <Field label="Volumes">
            <Text>{p.volumes.join(', ')}</Text>
          </Field>
        )}
      </Group>
      {!human && (
        <Field label="Apresentações">
          <Text>{presentationsOf(p).join('; ')}</Text>
        </Field>
      )}
      {human && (
        <>
          <Field label="Nomes comerciais">
            <Text>{commercialNames(p).join(', ')}</Text>
          </Field>
          {p.presentation_volumes?.length ? (
            <div style={{ overflowX: 'auto' }}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Apresentação</Table.Th>
                    <Table.Th>Volume</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.presentation_volumes.map((pv) => (
                    <Table.Tr key={`${pv.presentation}-${pv.volume}`}>
                      <Table.Td>{pv.presentation}</Table.Td>
                      <Table.Td>{pv.volume}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ) : null}
        </>
      )}
      {p.drugs.length > 0 && (
        <Field label="Princípios ativos">
          <Group gap="xs">
            {p.drugs.map((d) =>
              d.hasLink && d.id ? (
                <Anchor
                  key={d.name}
                  component={Link}
                  to={`/categories/${p.category <= 5 ? p.category : category}/drugs/${d.id}`}
                >
                  {d.name}
                </Anchor>
              ) : (
                <Text key={d.name}>{d.name}</Text>
              ),
            )}
          </Group>
        </Field>
      )}
      {(p.petAges.length > 0 || p.petSizes.length > 0) && (
        <Group gap="xl">
          {p.petAges.length > 0 && (
            <Field label="Idades">
              <Text>{p.petAges.join(', ')}</Text>
            </Field>
          )}
          {p.petSizes.length > 0 && (
            <Field label="Portes">
              <Text>{p.petSizes.join(', ')}</Text>
            </Field>
          )}
        </Group>
      )}
      {p.features.length > 0 && (
        <Field label="Características">
          <Group gap={6} mt={4}>
            {p.features.map((f) => (
              <Badge key={f} variant="light" style={{ textTransform: 'none' }}>
                {f}
              </Badge>
            ))}
          </Group>
        </Field>
      )}
      {p.sections.length > 0 && (
        <>
          <Title order={2} size="h4">
            Informações
          </Title>
          <SectionList sections={p.sections} context={{ name: p.name, description: p.brand }} />
        </>
      )}
    </Stack>
  );
}

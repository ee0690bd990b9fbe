import { ActionIcon, Box, Button, Grid, Group, Image, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { AD_LABEL, adTarget } from '@vetor/domain/ads/ads.rules';
import { type Ad, adLayout } from '@vetor/domain/ads/ads.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { viewportWidth as width } from '../../lib/viewport';

// How a place's ads look (docs/product/content-and-study.md §3/§9): carousel, text_carousel, list and text_list with the spec's
// sizes in a 12-column grid, and the dialog ad that opens by itself. Every ad says "Publicidade".
// Loaded only when a place has ads to show (ad-block.tsx), so a PRO user, who gets none, never loads
// it nor the metadata schema it parses with.

function photoOf(ad: Ad): string | null {
  return ad.web_photo ?? ad.photo;
}

function AdLabel() {
  return (
    <Text size="10px" fw={700} tt="uppercase" c="gray.7" lh={1} data-testid="ad-label">
      {AD_LABEL}
    </Text>
  );
}

export interface Handlers {
  confirm: (ad: Ad) => void;
  close: (ad: Ad) => void;
}

function AdCard({ ad, withImage, list, h }: { ad: Ad; withImage: boolean; list: boolean; h: Handlers }) {
  const layout = adLayout(ad, width());
  const photo = withImage ? photoOf(ad) : null;
  const target = adTarget(ad);
  const body = (
    <Group wrap="nowrap" gap="sm" h="100%" align="center" pr={20}>
      {photo && (
        <Image
          src={photo}
          alt=""
          w={layout.imageWidth}
          h={list ? layout.imageWidth : Math.min(layout.imageWidth, layout.height - 20)}
          fit="contain"
          style={{ flex: 'none' }}
        />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <AdLabel />
        <Text fw={700} size="sm" lineClamp={2} lh={1.25}>
          {ad.title}
        </Text>
        {/* A 100 px phone slide has room for the title only; wider slides and lists add the text. */}
        {ad.text && (list || layout.height >= 140) && (
          <Text size="xs" c="dimmed" lineClamp={list ? 2 : 1}>
            {ad.text}
          </Text>
        )}
        {target && (
          <Text size="xs" fw={700} c="vetor.8">
            {ad.confirm_button ?? 'Saiba mais'} ›
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      data-testid={`ad-${ad.ads_type}`}
      style={{ height: list ? undefined : layout.height, position: 'relative', overflow: 'hidden' }}
    >
      {target ? (
        <UnstyledButton
          onClick={() => h.confirm(ad)}
          aria-label={`${AD_LABEL}: ${ad.title}. ${ad.confirm_button ?? 'Saiba mais'}`}
          p="xs"
          w="100%"
          h="100%"
        >
          {body}
        </UnstyledButton>
      ) : (
        <Box p="xs" h="100%">
          {body}
        </Box>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Fechar publicidade: ${ad.title}`}
        onClick={() => h.close(ad)}
        style={{ position: 'absolute', top: 4, right: 4 }}
      >
        <IconX size={14} />
      </ActionIcon>
    </Paper>
  );
}

function Carousel({ ads, withImage, h }: { ads: Ad[]; withImage: boolean; h: Handlers }) {
  return (
    <Box
      role="region"
      aria-roledescription="carrossel"
      aria-label={AD_LABEL}
      style={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: ads.length > 1 ? '88%' : '100%',
        gap: 8,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        paddingBottom: 4,
      }}
    >
      {ads.map((ad) => (
        <Box key={ad.ads_uid} style={{ scrollSnapAlign: 'start' }}>
          <AdCard ad={ad} withImage={withImage} list={false} h={h} />
        </Box>
      ))}
    </Box>
  );
}

export default function AdsView({ location, ads, h }: { location: string; ads: Ad[]; h: Handlers }) {
  const of = (type: Ad['ads_type']) => ads.filter((a) => a.ads_type === type);
  const dialog = of('dialog')[0];
  const span = (group: Ad[]) => ({ base: 12, sm: adLayout(group[0] as Ad, width()).columns });
  const groups: { key: string; ads: Ad[]; node: (g: Ad[]) => React.ReactNode }[] = [
    { key: 'carousel', ads: of('carousel'), node: (g) => <Carousel ads={g} withImage h={h} /> },
    { key: 'text_carousel', ads: of('text_carousel'), node: (g) => <Carousel ads={g} withImage={false} h={h} /> },
    {
      key: 'list',
      ads: of('list'),
      node: (g) => (
        <Stack gap={6}>
          {g.map((ad) => (
            <AdCard key={ad.ads_uid} ad={ad} withImage list h={h} />
          ))}
        </Stack>
      ),
    },
    {
      key: 'text_list',
      ads: of('text_list'),
      node: (g) => (
        <Stack gap={6}>
          {g.map((ad) => (
            <AdCard key={ad.ads_uid} ad={ad} withImage={false} list h={h} />
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <Box component="aside" aria-label={AD_LABEL} data-testid={`ads-${location}`}>
      <Grid columns={12} gap="sm">
        {groups
          .filter((g) => g.ads.length)
          .map((g) => (
            <Grid.Col key={g.key} span={span(g.ads)}>
              {g.node(g.ads)}
            </Grid.Col>
          ))}
      </Grid>
      {dialog && (
        <Modal
          opened
          onClose={() => h.close(dialog)}
          size={LAYOUT.dialogMaxWidth}
          centered
          title={<AdLabel />}
          closeButtonProps={{ 'aria-label': 'Fechar publicidade' }}
          data-testid="ad-dialog"
        >
          <Stack gap="sm" align="center" ta="center">
            {photoOf(dialog) && <Image src={photoOf(dialog) as string} alt="" w={120} h={120} fit="contain" />}
            <Text fw={700} size="lg">
              {dialog.title}
            </Text>
            {dialog.text && <Text>{dialog.text}</Text>}
            <Group justify="center">
              <Button variant="default" onClick={() => h.close(dialog)}>
                {dialog.close_button ?? 'Fechar'}
              </Button>
              {adTarget(dialog) && (
                <Button onClick={() => h.confirm(dialog)}>{dialog.confirm_button ?? 'Saiba mais'}</Button>
              )}
            </Group>
          </Stack>
        </Modal>
      )}
    </Box>
  );
}

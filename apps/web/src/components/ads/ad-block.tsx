import { ActionIcon, Box, Button, Grid, Group, Image, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AD_LABEL, type Ad, adLayout, adTarget } from '@vetor/domain/ads/ads.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { fetchAds, postAdClick } from '../../lib/ads';
import { useSession } from '../../lib/session';
import { createStore } from '../../lib/store';
import { viewportWidth as width } from '../../lib/viewport';

// The ads block of a place (spec 2 §2/§4): fetched by location, breakpoint and index, sorted by
// type; a dialog ad opens by itself; carousel, text_carousel, list and text_list render with the
// spec's sizes in a 12-column grid. Every ad says "Publicidade". Confirm or close posts the click
// record; confirm also navigates. Places are chosen by the pages: never doses, calculators or
// prescriptions (the server refuses those locations too).

/** Ads closed or confirmed in this session: a remount (back to home) does not bring them back. */
const dismissed = createStore<ReadonlySet<string>>(new Set());
const dismiss = (id: string) => dismissed.set((s) => new Set(s).add(id));

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

interface Handlers {
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

export function AdBlock({ location, index = 0 }: { location: string; index?: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const closed = useSyncExternalStore(dismissed.subscribe, dismissed.get, dismissed.get);
  const query = useQuery({
    queryKey: ['ads', location, index, user?.uid ?? null],
    queryFn: () => fetchAds(location, index, width()),
    enabled: Boolean(user),
    staleTime: 10 * 60_000,
  });
  const shownAt = useRef(Date.now());
  useEffect(() => {
    if (query.data) shownAt.current = Date.now();
  }, [query.data]);

  const ads = (query.data ?? []).filter((a) => !closed.has(a.ads_uid));
  if (!ads.length) return null;

  const h: Handlers = {
    confirm(ad) {
      postAdClick(ad, true, shownAt.current);
      dismiss(ad.ads_uid);
      const target = adTarget(ad);
      if (target?.kind === 'internal') navigate(target.path);
      else if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener');
    },
    close(ad) {
      postAdClick(ad, false, shownAt.current);
      dismiss(ad.ads_uid);
    },
  };
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

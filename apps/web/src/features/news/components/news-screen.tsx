import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { NEWS_CATEGORIES, type NewsItem } from '@vetor/domain/news/news.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SectionList } from '../../../components/sections/section-list';
import { newsDate, newsQuery } from '../../../lib/news-list';
import { closeNews, newsScreenStore } from '../../../lib/news-screen';
import { useSessionUser } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { useMarkNewsRead } from '../api/mark-news-read';

// The news screen (docs/product/platform-accounts-subscription.md §2 Notícias): a full-screen sheet on phones and a dialog on desktops,
// the list with unread marks, and one item with its sections, references and link.

function NewsRow({ item, onOpen, focused }: { item: NewsItem; onOpen: () => void; focused: boolean }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      // Back from an item, its row has the focus again (see the back button).
      autoFocus={focused}
      data-testid={`news-row-${item.id}`}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', padding: '12px 4px' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box
          w={10}
          h={10}
          mt={6}
          style={{
            borderRadius: 5,
            flex: 'none',
            background: item.read ? 'transparent' : 'var(--mantine-color-vetor-7)',
          }}
          aria-hidden="true"
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {newsDate(item.date)}
            </Text>
            <Badge size="xs" variant="light" color="vetor">
              {NEWS_CATEGORIES[item.category]}
            </Badge>
            {!item.read && (
              <Text size="xs" fw={700} c="vetor.8">
                Não lida
              </Text>
            )}
          </Group>
          <Text fw={item.read ? 500 : 700} lh={1.3}>
            {item.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.summary}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function NewsDetail({ item }: { item: NewsItem }) {
  const navigate = useNavigate();
  const external = item.link?.startsWith('https://');
  return (
    <Stack gap="sm" data-testid="news-detail">
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {newsDate(item.date)}
        </Text>
        <Badge size="sm" variant="light" color="vetor">
          {NEWS_CATEGORIES[item.category]}
        </Badge>
      </Group>
      <Title order={2} size="h3">
        {item.title}
      </Title>
      {item.photo && <Image src={item.photo} alt="" h={140} w="auto" fit="contain" radius="md" />}
      <Text fw={500}>{item.summary}</Text>
      <SectionList sections={item.sections} references={item.references} />
      {item.references.length > 0 && (
        <Box component="section" aria-labelledby="news-references">
          <Title order={3} size="h6" id="news-references" mb={4}>
            Referências
          </Title>
          <Stack gap={4}>
            {item.references.map((r) => (
              <Text key={r.name} size="sm">
                {r.name}
                {r.magazine ? ` ${r.magazine}` : ''}
                {r.year && !r.name.includes(String(r.year)) ? ` (${r.year})` : ''}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      {item.link && (
        <Button
          variant="light"
          rightSection={external ? <IconExternalLink size={16} aria-hidden="true" /> : undefined}
          onClick={() => {
            if (external) window.open(item.link as string, '_blank', 'noopener');
            else {
              closeNews();
              navigate(item.link as string);
            }
          }}
          data-testid="news-link"
        >
          {external ? 'Abrir o site' : 'Abrir no Vetor'}
        </Button>
      )}
    </Stack>
  );
}

export default function NewsScreen() {
  const { open, id, from } = useStore(newsScreenStore);
  const user = useSessionUser();
  const phone = useMediaQuery('(max-width: 48em)');
  const list = useQuery(newsQuery(user?.uid));
  const { mutate: markRead } = useMarkNewsRead(user?.uid);
  const item = id ? list.data?.news.find((n) => n.id === id) : undefined;
  const unreadId = item && !item.read ? item.id : undefined;

  // Opening an item is reading it.
  useEffect(() => {
    if (unreadId) markRead(unreadId);
  }, [unreadId, markRead]);

  const title = item ? (
    <Group gap="xs" wrap="nowrap">
      {/* The focus moves with the view: the row or button that had it is gone, and left on the
          page's body, a keyboard or screen-reader user loses their place in the screen. */}
      <ActionIcon
        variant="subtle"
        aria-label="Voltar às notícias"
        autoFocus
        onClick={() => newsScreenStore.set({ open: true, from: item.id })}
      >
        <IconArrowLeft size={20} />
      </ActionIcon>
      <span>Notícias</span>
    </Group>
  ) : (
    `Notícias${list.data?.unread ? ` (${list.data.unread} não lidas)` : ''}`
  );

  return (
    <Modal
      opened={open}
      onClose={closeNews}
      title={title}
      fullScreen={Boolean(phone)}
      size={LAYOUT.dialogMaxWidth}
      centered
      data-testid="news-screen"
      styles={{ title: { fontWeight: 700 } }}
    >
      {list.isPending ? (
        <Center h={200}>
          <Loader aria-label="Carregando notícias" />
        </Center>
      ) : list.isError ? (
        <Text>Não foi possível carregar as notícias. Verifique sua conexão e tente novamente.</Text>
      ) : item ? (
        <NewsDetail item={item} />
      ) : list.data.news.length === 0 ? (
        <Text>Nenhuma notícia no momento. Volte em breve para ver as novidades do Vetor.</Text>
      ) : (
        <Stack gap={0}>
          {list.data.news.map((n) => (
            <NewsRow
              key={n.id}
              item={n}
              focused={n.id === from}
              onOpen={() => newsScreenStore.set({ open: true, id: n.id })}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

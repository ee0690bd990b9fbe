import { Badge, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconNews } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { newsDate, newsQuery } from '../../../lib/news-list';
import { openNews } from '../../../lib/news-screen';
import { useSession } from '../../../lib/session';

/** The home card with the latest news item (spec 1 §2 news toggle); it opens the news screen. */
export function HomeNewsCard() {
  const { user } = useSession();
  const news = useQuery(newsQuery(user?.uid));
  const latest = news.data?.news[0];
  if (news.isError || (news.data && !latest)) return null;
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="button"
      onClick={() => openNews(latest?.id)}
      data-testid="home-news-card"
      style={{ textAlign: 'left', cursor: 'pointer', width: '100%' }}
      // No aria-label: the card's own text ("Notícias", the unread count, the latest title and its
      // date) names it, so what a voice user reads is what the button answers to (WCAG 2.5.3).
    >
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" color="orange.9">
          <IconNews size={24} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700}>Notícias</Text>
            {news.data && news.data.unread > 0 && (
              <Badge size="sm" color="red.8" data-testid="home-news-unread">
                {news.data.unread} {news.data.unread === 1 ? 'nova' : 'novas'}
              </Badge>
            )}
          </Group>
          {/* Two title lines and the date are reserved while the list loads, so the card keeps
              its height when the latest item arrives (no layout shift). */}
          {latest ? (
            <>
              <Text size="sm" fw={600} lineClamp={2} lh="20px" mih={40}>
                {latest.title}
              </Text>
              <Text size="xs" c="dimmed" lh="18px">
                {newsDate(latest.date)}
              </Text>
            </>
          ) : (
            <>
              <Skeleton h={36} mt={2} mb={2} />
              <Skeleton h={12} mt={3} mb={3} w="30%" />
            </>
          )}
        </Stack>
        <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Group>
    </Card>
  );
}

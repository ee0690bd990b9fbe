import { Center, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { useNavigate, useParams } from 'react-router';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';
import { useTopic } from '../api/get-topic';
import { ContentHeader } from '../components/content-header';
import { isLocked } from '../list-sections';
import { useLoadFailure } from '../load-failure';

/** /topics/{id}: the topic's subtopics and their items. */
export default function TopicRoute() {
  const { topic = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const query = useTopic(topic);
  useLoadFailure(query.error);
  const t = query.data;
  if (!t)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando tópico" />
      </Center>
    );
  return (
    <Stack gap="md">
      <ContentHeader title={t.name} description={t.description} />
      {t.subtopics.map((s) => (
        <section key={s.id}>
          <Title order={2} size="h4" mb={6}>
            {s.name}
          </Title>
          <Stack gap={4}>
            {s.items.map((i) => {
              const locked = isLocked(
                { kind: 'item', premium: i.premium, freeTrial: i.freeTrial },
                Boolean(user?.isPremium),
              );
              return (
                <UnstyledButton
                  key={i.id}
                  onClick={() =>
                    locked ? openPaywall(message('PREMIUM_REQUIRED')) : navigate(`/item/${i.id}?topic=${t.id}`)
                  }
                  py={8}
                  px="sm"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                  aria-label={`${i.name}${locked ? ' (conteúdo PRO, bloqueado)' : ''}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{i.name}</Text>
                      <Text size="sm" c="dimmed" lineClamp={1}>
                        {i.description}
                      </Text>
                    </div>
                    {locked ? (
                      <IconLock size={18} color="var(--mantine-color-orange-8)" />
                    ) : (
                      <IconChevronRight size={18} />
                    )}
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

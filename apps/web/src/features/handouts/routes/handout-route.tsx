import { Affix, Alert, Badge, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { HANDOUT_TYPE_LABELS } from '@vetor/domain/handouts/handouts.schemas';
import { message } from '@vetor/domain/messages';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SectionList } from '../../../components/sections/section-list';
import { useHandouts } from '../../../lib/handouts-api';
import { useStore } from '../../../lib/store';
import { addSelected, selectionStore } from '../selection-store';

// /handouts/{id} (docs/product/content-and-study.md §2): the name, the content type label, the sections (shared renderer) and a
// floating share button that adds the handout to the selection, then goes back when it came from the
// menu (?fromMenu=true), otherwise to /handouts.
export default function HandoutRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handouts = useHandouts();
  const selected = useStore(selectionStore);
  const handout = handouts.data?.find((h) => h.id === id);

  if (handouts.isLoading) return <Loader aria-label="Carregando" />;
  if (!handout) return <Alert color="red">{message('NOT_FOUND')}</Alert>;

  function share() {
    addSelected(id);
    if (params.get('fromMenu') === 'true') navigate(-1);
    else navigate('/handouts');
  }

  return (
    <Stack gap="sm" maw={800} mx="auto" pb={96} data-testid="handout-detail">
      <Badge variant="light" w="fit-content">
        {HANDOUT_TYPE_LABELS[handout.content_type]}
      </Badge>
      <Title order={1} size="h3">
        {handout.name}
      </Title>
      <SectionList sections={handout.sections} references={handout.references} />
      <Text size="xs" c="dimmed">
        Texto para o tutor. Apoia, e não substitui, a orientação do veterinário.
      </Text>
      <div data-testid="handout-references">
        <Text size="sm" fw={600}>
          Referências
        </Text>
        {handout.references.map((r) => (
          <Text key={r.name} size="xs" c="dimmed">
            {r.name}
            {r.magazine ? ` ${r.magazine}` : ''}
            {r.year ? `, ${r.year}` : ''}.
          </Text>
        ))}
      </div>
      <Affix position={{ bottom: 80, right: 16 }} zIndex={150}>
        <Button leftSection={<IconShare size={18} />} onClick={share} data-testid="handout-detail-share">
          {selected.includes(id) ? 'Selecionada — voltar' : 'Compartilhar'}
        </Button>
      </Affix>
    </Stack>
  );
}

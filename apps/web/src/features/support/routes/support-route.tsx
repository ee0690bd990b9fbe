import { Alert, Button, Card, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  type SupportMessageBody,
  type SupportTopic,
} from '@vetor/domain/support/support.schemas';
import { type FormEvent, useState } from 'react';
import { alertError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { useSendSupportMessage } from '../api/send-support-message';

const TOPIC_OPTIONS = Object.entries(SUPPORT_TOPICS).map(([value, label]) => ({ value, label }));

/** /support: "Fale conosco" as a form (signed-in users), e-mailed to support; the answer comes by e-mail. */
export default function SupportRoute() {
  const user = useSessionUser();
  const send = useSendSupportMessage();
  const [topic, setTopic] = useState<SupportTopic | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const errors = {
    topic: !topic ? 'Escolha o assunto.' : undefined,
    subject: subject.trim().length < 3 ? 'Escreva um título com ao menos 3 letras.' : undefined,
    message: text.trim().length < 10 ? 'Conte um pouco mais (ao menos 10 caracteres).' : undefined,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.topic || errors.subject || errors.message) return;
    const body: SupportMessageBody = { topic: topic as SupportTopic, subject: subject.trim(), message: text.trim() };
    send.mutate(body, {
      onSuccess: (res) => setSent(res.message),
      // The form keeps what was written: a failed send loses nothing.
      onError: alertError,
    });
  };

  if (sent)
    return (
      <Stack gap="md" maw={640} data-testid="support-sent">
        <Title order={1} size="h3">
          Fale conosco
        </Title>
        <Alert color="teal" icon={<IconCircleCheck />} title="Obrigado pelo contato">
          {sent} Enviamos uma confirmação para {user?.email}.
        </Alert>
        <Button
          variant="light"
          w="fit-content"
          onClick={() => {
            setSent(null);
            setTried(false);
            setSubject('');
            setText('');
            setTopic(null);
          }}
        >
          Escrever outra mensagem
        </Button>
      </Stack>
    );

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h3">
        Fale conosco
      </Title>
      <Text c="dimmed">
        Dúvidas, sugestões ou algo que não funcionou? Escreva para a nossa equipe. A resposta chega no e-mail da sua
        conta ({user?.email}) em até 2 dias úteis.
      </Text>
      <Card withBorder radius="md" component="form" onSubmit={submit} noValidate data-testid="support-form">
        <Stack gap="sm">
          <Select
            label="Assunto"
            placeholder="Escolha"
            data={TOPIC_OPTIONS}
            value={topic}
            onChange={(v) => setTopic(v as SupportTopic | null)}
            error={tried && errors.topic}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Título"
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={120}
            error={tried && errors.subject}
            required
          />
          <Textarea
            label="Mensagem"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={5}
            maxRows={14}
            maxLength={SUPPORT_MESSAGE_MAX}
            description={`${text.length} de ${SUPPORT_MESSAGE_MAX} caracteres`}
            error={tried && errors.message}
            required
          />
          <Text size="xs" c="dimmed">
            Não envie dados de tutores ou pacientes. Para casos clínicos, o suporte não substitui o julgamento clínico.
          </Text>
          <Button type="submit" loading={send.isPending} w="fit-content">
            Enviar mensagem
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}

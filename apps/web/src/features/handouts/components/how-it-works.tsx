import { List, Modal, Stack, Text } from '@mantine/core';

// The how-it-works article of the handouts (docs/product/content-and-study.md §2 `?faq`): what the owner receives and how.
export function HowItWorks({ onClose }: { onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title="Como funcionam as orientações ao tutor" size="lg">
      <Stack gap="sm" data-testid="handouts-faq">
        <Text size="sm">
          As orientações são textos curtos, em linguagem simples, para o tutor ler em casa: o que é a doença ou o
          remédio, como cuidar, o que observar e quando voltar.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Marque as orientações na lista (ou use o botão de compartilhar dentro de uma delas).</List.Item>
          <List.Item>Toque em Compartilhar, escolha o paciente e a forma de envio: e-mail, WhatsApp ou link.</List.Item>
          <List.Item>
            O tutor abre o link sem precisar de conta. Ele vê o nome do animal, o seu nome, CRMV e contato, e pode
            imprimir.
          </List.Item>
          <List.Item>
            Nas orientações de medicamentos, se o paciente tiver uma receita enviada com aquele remédio, a posologia
            prescrita aparece junto.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Só médicos-veterinários com número e UF do CRMV cadastrados podem compartilhar. As orientações apoiam, e não
          substituem, a conversa e o julgamento clínico do veterinário.
        </Text>
      </Stack>
    </Modal>
  );
}

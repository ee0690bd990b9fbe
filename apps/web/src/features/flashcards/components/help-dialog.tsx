import { List, Modal, Stack, Text } from '@mantine/core';
import { FREE_DAILY_ANSWERS } from '@vetor/domain/flashcards/flashcards.rules';
import { LAYOUT } from '@vetor/domain/platform/constants';

/** The in-app help article of flashcards (docs/product/content-and-study.md §2: a help icon opens an article). */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Como estudar com flashcards" size={LAYOUT.dialogMaxWidth} centered>
      <Stack gap="sm">
        <Text>
          Os flashcards do Vetor são perguntas e respostas curtas tiradas dos conteúdos da biblioteca, com as mesmas
          referências.
        </Text>
        <List spacing={6}>
          <List.Item>Escolha uma categoria e depois uma classe ou um conteúdo.</List.Item>
          <List.Item>Toque no card para ver a resposta e avalie de 1 (Precisa melhorar) a 5 (Ótimo).</List.Item>
          <List.Item>
            O progresso mostra quantos cards você já respondeu; as estrelas, a média das últimas notas.
          </List.Item>
          <List.Item>
            "Revisar hoje" usa repetição espaçada (FSRS): azul são cards novos, vermelho os que você está aprendendo e
            verde os que chegaram à data de revisão. Notas baixas trazem o card de volta antes.
          </List.Item>
          <List.Item>
            No plano gratuito você pode responder {FREE_DAILY_ANSWERS} cards por dia; o PRO não tem limite.
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}

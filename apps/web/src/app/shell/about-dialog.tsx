import { Modal, Text } from '@mantine/core';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { config } from '../../config';

/** "Sobre o Vetor", from the user menu: what the app is, that it does not replace clinical judgement, the version. */
export default function AboutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sobre o Vetor" centered size={LAYOUT.dialogMaxWidth}>
      <Text mb="sm">
        O Vetor é um apoio à decisão clínica para médicos-veterinários, estudantes e profissionais da saúde animal:
        medicamentos e vacinas com doses e produtos comerciais, doenças e tratamentos, calculadoras, algoritmos,
        diagnóstico diferencial, interações medicamentosas e prescrições para cães e gatos.
      </Text>
      <Text size="sm" c="dimmed">
        As informações não substituem o julgamento clínico. Confira sempre a bula do produto e as condições do paciente.
        Versão {config.appVersion}.
      </Text>
    </Modal>
  );
}

import type { managementMessages } from './management/management.messages.js';

// Every message key the three specs name, with its pt-BR text. Texts the spec quotes are verbatim;
// the others are written for a Brazilian vet in a busy clinic: short, polite, saying what to do next.
export const messages = {
  // generic
  ERROR: 'Ocorreu um erro. Por favor, tente novamente.',
  SUCCESS: 'Operação realizada com sucesso.',
  DATABASE_UNAVAILABLE: 'O Vetor está com uma instabilidade momentânea. Tente novamente em alguns instantes.',
  SERVER_STOPPING: 'Este servidor do Vetor está sendo reiniciado. Tente novamente em alguns instantes.',
  ERROR_NETWORK: 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.',
  OFFLINE: 'Dispositivo offline. Esta seção precisa de conexão com a internet...',
  CONTENT_NOT_SAVED_OFFLINE:
    'Este item não está salvo para uso offline. Abra-o uma vez com internet (ou favorite-o) para consultá-lo sem conexão.',
  REQUIRED_FIELD: 'Campo obrigatório.',
  VALIDATION_ERROR: 'Alguns dados enviados são inválidos. Revise os campos e tente novamente.',
  NOT_FOUND: 'Não encontramos o que você procurou.',
  ROUTE_NOT_FOUND: 'Endereço não encontrado.',
  UNAUTHORIZED: 'Sua sessão expirou. Entre novamente para continuar.',
  FORBIDDEN: 'Você não tem permissão para acessar este conteúdo.',
  PREMIUM_REQUIRED: 'Este conteúdo é exclusivo para assinantes PRO. Assine para ter acesso completo.',
  RATE_LIMITED: 'Muitas tentativas em pouco tempo. Aguarde alguns instantes e tente novamente.',
  PAYLOAD_TOO_LARGE: 'Os dados enviados são grandes demais.',
  STORAGE_UNSUPPORTED:
    'Seu navegador não permite salvar dados neste modo (navegação privada). Use uma janela comum para continuar.',
  BROWSER_NOT_SUPPORTED:
    'Seu navegador pode não exibir o Vetor corretamente. Para a melhor experiência, use Google Chrome, Edge ou Safari.',
  USER_NOT_FOUND: 'User not found',
  ENTITY_DELETE_ERROR: 'Error deleting entity',
  ENTITY_UPSERT_ERROR: 'Error upserting entity',
  ENTITY_NOT_FOUND: 'Entity not found',

  // version check
  OUTDATED_APP_VERSION: 'Há uma nova versão do Vetor disponível. Atualize para aproveitar as novidades.',
  FORBIDDEN_APP_VERSION:
    'Esta versão do Vetor não é mais suportada. Atualize o aplicativo (ou recarregue a página) para continuar.',

  // sign-in and account
  INVALID_EMAIL: 'Informe um e-mail válido.',
  INVALID_SECOND_EMAIL: 'Os e-mails informados não coincidem.',
  FORBIDDEN_EMAIL_UPDATE: 'O e-mail da conta não pode ser alterado.',
  EMAIL_IN_USE: 'Este e-mail já está em uso por outra conta.',
  INVALID_PASSWORD: 'A senha deve ter de 6 a 30 caracteres, com ao menos uma letra e um número, sem espaços.',
  INVALID_PASSWORD_CONFIRMATION: 'As senhas informadas não coincidem.',
  INVALID_EMAIL_PASSWORD: 'E-mail ou senha incorretos.',
  INVALID_EMAIL_CODE: 'Código inválido. Confira o código enviado para o seu e-mail.',
  EMAIL_CODE_EXPIRED: 'Este código expirou. Solicite um novo código.',
  EMAIL_CODE_TRIES_EXCEEDED: 'Você errou o código muitas vezes. Solicite um novo código.',
  PASSWORD_TRIES_EXCEEDED:
    'Muitas tentativas de senha erradas para este e-mail. Entre com o código enviado por e-mail ou tente novamente amanhã.',
  EMAIL_WAIT_RESEND: 'Aguarde alguns segundos antes de solicitar um novo código.',
  EMAIL_RESEND_CONFIRMATION: 'Enviamos um novo código para o seu e-mail.',
  EMAIL_SEND_ERROR: 'Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.',
  EMAIL_CONFIRMATION_ERROR: 'Não foi possível confirmar o seu e-mail. Tente novamente.',
  SIGNUP_BIRTHDAY_ERROR: 'Data inválida. É necessário ter 18 anos ou mais.',
  NAME_ERROR: 'Informe o nome completo, sem abreviações.',
  SIGNUP_CPF_HINT: 'Informe um CPF válido.',
  ACCOUNT_CPF_IN_USE:
    'Este CPF já está cadastrado em outra conta. Entre com o e-mail dessa conta ou fale com o suporte.',
  INVALID_ZIP_CODE: 'CEP inválido.',
  INVALID_PHONE: 'Informe um telefone válido com DDD.',
  INVALID_DATE: 'Data inválida.',
  GRADUATION_YEAR_RANGE: 'Informe um ano de formatura entre {min} e {max}.',
  INVALID_CRMV: 'Informe o número do CRMV (somente números, até 8 dígitos).',
  INVALID_URL: 'Informe um endereço (URL) válido.',
  ERROR_SAVE_USER: 'Não foi possível salvar seus dados. Tente novamente.',
  USER_BLOCKED: 'Sua conta não está disponível. Entre em contato com o suporte.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  ACCOUNT_EXCLUSION_PRO_USER: 'Você possui uma assinatura PRO ativa. Cancele a assinatura antes de excluir a conta.',
  ACCOUNT_EXCLUSION_AGREEMENT: 'Confirme que está de acordo com a exclusão da conta.',
  ACCOUNT_EXCLUSION_CONFIRMATION: 'Recebemos sua solicitação. Sua conta será excluída em até 15 dias úteis.',
  ACCOUNT_DELETION_PENDING:
    'Esta conta está em processo de exclusão e não pode mais ser acessada. Fale com o suporte se foi um engano.',
  PARTNERS_SESSION_NOT_ALLOWED:
    'Não foi possível validar o seu acesso pela instituição parceira. Fale com a sua instituição ou entre com o seu e-mail.',

  // purchases
  PURCHASE_ANOTHER_ACCOUNT: 'Esta compra já está vinculada a outra conta do Vetor.',
  PURCHASE_ERROR: 'Não foi possível concluir a compra. Tente novamente.',
  PURCHASE_ERROR_CODE: 'ERROR - Cod: {code}',
  PURCHASES_DISABLED: 'As assinaturas estão temporariamente indisponíveis. Tente novamente mais tarde.',
  PURCHASE_SUCCESS: 'Assinatura confirmada! Aproveite o Vetor PRO.',
  SUBSCRIPTION_MANAGED_EXTERNALLY: 'Sua assinatura é gerenciada por {store}.',
  DUO_OWNER_LINK_NOT_FOUND:
    'Link de compartilhamento não encontrado ou expirado. Peça ao veterinário titular para compartilhar novamente.',
  SUBSCRIPTION_ALREADY_ACTIVE: 'Você já possui uma assinatura PRO ativa.',
  SUBSCRIPTION_NOT_FOUND: 'Não encontramos uma assinatura do Vetor PRO nesta conta.',
  PRICE_NOT_FOUND: 'Este plano não está disponível no momento.',
  INVALID_COUPON: 'Cupom inválido ou expirado.',
  WEBHOOK_SIGNATURE_INVALID: 'Assinatura do evento inválida.',
  DUO_NOT_OWNER: 'Só o titular de um plano Duo pode compartilhar a assinatura.',
  DUO_SHARE_SELF: 'Informe o e-mail de outra pessoa para compartilhar a assinatura.',
  DUO_INVITATION_SENT: 'Convite enviado para {email}.',
  DUO_SHARING_STOPPED: 'Compartilhamento encerrado.',
  DUO_ACCEPTED: 'Pronto! Você agora tem acesso ao Vetor PRO compartilhado.',
  DUO_LEFT: 'Você saiu da assinatura compartilhada.',
  PURCHASE_PENDING: 'Estamos confirmando o seu pagamento. Isso pode levar alguns instantes.',

  // content, lists, favorites
  NO_DRUG_FOUND: 'Nenhum medicamento encontrado para a busca informada.',
  NO_INFORMATION_FOUND: 'Nenhuma informação encontrada.',
  NO_RESULTS: 'Nenhum resultado encontrado. Refine a sua busca.',
  NO_FAVORITES: 'Você ainda não tem favoritos.',
  NO_RECENTS: 'Você ainda não abriu nenhum conteúdo.',
  FAVORITES_LIMIT: 'Você atingiu o limite de 100 favoritos. Remova algum favorito para adicionar outro.',
  FAVORITES_ADDED: 'Adicionado aos favoritos.',
  FAVORITES_REMOVED: 'Removido dos favoritos.',
  FAVORITES_REMOVE_CONFIRMATION: 'Deseja remover este item dos favoritos?',
  DRUG_DOSE_LOAD_ERROR:
    'Não foi possível buscar os dados para o medicamento selecionado. Por favor, tente novamente mais tarde.',
  DOSES_LABEL_WARNING:
    'As doses são referências da literatura: confira sempre a bula do produto e as condições do paciente antes de prescrever.',
  SEARCH_MIN_LETTERS: 'Digite ao menos 3 letras para buscar.',

  // study and decision support
  SIGN_NO_DATA: 'Sinal clínico não encontrado.',
  DRUGS_NO_DATA: 'Nenhum medicamento encontrado.',
  PATIENTS_NO_DATA: 'Nenhum paciente ou tutor encontrado.',
  DDX_SIGNS_MAX: 'Selecione no máximo 15 sinais clínicos.',
  DDX_SIGNS_MIN: 'Selecione ao menos 1 sinal clínico.',
  DDX_DIAGNOSIS_NOT_FOUND: 'Diagnóstico não encontrado.',
  DECISION_SUPPORT_DISCLAIMER:
    'Ferramenta de apoio à decisão: não substitui o exame clínico nem o julgamento do médico-veterinário.',
  DDX_NO_RESULTS:
    'Nenhuma condição compatível encontrada. Tente remover sinais que possam ser inconsistentes entre si.',
  DRUGS_INTERACTIONS_MIN: 'Selecione ao menos 2 medicamentos.',
  DRUGS_INTERACTIONS_MAX: 'Selecione no máximo 6 medicamentos.',
  DRUGS_INTERACTIONS_NOT_FOUND: 'Nenhuma interação encontrada entre os medicamentos selecionados.',
  FLASH_CARDS_SELECT_CATEGORY_AND_CLASS: 'Selecione uma categoria e uma classe ou conteúdo.',
  FLASH_CARDS_FREE_LIMIT:
    'Você atingiu o limite diário de flashcards do plano gratuito. Assine o PRO para estudar sem limites.',
  FLASH_CARDS_EXIT_CONFIRMATION: 'Deseja sair do estudo? Seu progresso respondido fica salvo.',
  FLASH_CARDS_ANSWER_AGAIN_ALERT: 'Você já respondeu todos os cards. Deseja começar novamente?',
  FLASH_CARDS_EMPTY: 'Não há flashcards para este item.',
  AI_QUESTION_MAX: 'Máx 500 caracteres.',
  AI_QUOTA_REACHED:
    'Você atingiu o limite de {limit} perguntas novas à IA por hoje. As perguntas já respondidas continuam disponíveis; o limite renova à meia-noite (UTC).',
  AI_DISCLAIMER: 'A IA pode cometer erros. Confira as fontes antes de tomar decisões clínicas.',

  // patients and prescriptions
  BREED_ERROR: 'Selecione a raça.',
  WEIGHT_ERROR: 'Informe um peso válido em kg.',
  AGE_ERROR: 'Informe uma idade válida em anos.',
  CPF_ALREADY_REGISTERED: 'Já existe um tutor cadastrado com este CPF.',
  NO_MORE_PRESCRIPTIONS_FOUND: 'Não há mais prescrições para este paciente.',
  ASK_FOR_PATIENT_SELECTION_OR_VIEW: 'Deseja selecionar o paciente e ver o histórico, ou apenas selecioná-lo?',
  PRESCRIPTION_SHARE_ERROR: 'Não foi possível compartilhar a prescrição. Por favor, tente novamente mais tarde.',
  NO_DOSES_FOR_PRINCIPLES: 'Nenhuma dose disponível para os princípios ativos da sua seleção.',
  NUMBER_NEGATIVE_REMOVED: 'Valores negativos não se aplicam aqui: o sinal de menos foi removido.',
  PRESCRIPTION_DOSES_PRO:
    'As doses deste princípio ativo são conteúdo PRO. Escreva a posologia à mão ou assine o Vetor PRO para escolher uma dose da biblioteca.',
  WHATSAPP_POPUP_HINT:
    'Se você não for redirecionado, verifique o bloqueio de pop-ups ou copie o link abaixo e envie para o tutor.',
  CONTROLLED_DRUGS_NOTE: 'Medicamentos controlados exigem duas vias impressas, carimbadas e assinadas.',
  PRESCRIPTION_REGISTRATION_REQUIRED: 'Para prescrever, complete seu cadastro profissional (CPF, CRMV, UF e endereço).',
  PRESCRIPTION_ALREADY_SHARED:
    'Esta prescrição já foi compartilhada e não pode mais ser alterada. Use Repetir prescrição.',
  PRESCRIPTION_FILES_REQUIRED: 'Gere as guias da prescrição antes de compartilhar.',
  PRESCRIPTION_PATIENT_REQUIRED: 'Selecione um paciente para iniciar a prescrição.',
  PRESCRIPTION_TEMPLATE_LIMIT: 'Você atingiu o limite de 100 modelos. Exclua um modelo para salvar outro.',
  PRESCRIPTION_TEMPLATE_NAME_TAKEN: 'Você já tem um modelo com este nome. Escolha outro nome.',
  PRESCRIPTION_ROUTE_FORM_MISMATCH:
    '{name} ({presentation}) não pode ser dado por via {route}. Corrija a via ou a posologia do item antes de salvar.',
  PRESCRIPTION_DELETE_CONFIRMATION: 'Deseja excluir esta prescrição em rascunho?',
  PRESCRIPTION_ITEM_DELETE_CONFIRMATION: 'Deseja excluir este item da prescrição?',
  PRESCRIPTION_SHARE_CONFIRMATION:
    'Depois de compartilhada, a prescrição não poderá mais ser alterada. Deseja continuar?',
  PRESCRIPTION_DOSE_OUT_OF_RANGE:
    'A dose informada está fora do intervalo da literatura para esta espécie. Confira antes de salvar.',
  SHARE_LINK_NOT_FOUND: 'Este link não existe ou foi revogado pelo veterinário.',
  SHARE_LINK_EXPIRED: 'Link expirado. Peça ao veterinário que envie a receita novamente.',
  VALIDATION_CODE_NOT_FOUND: 'Nenhuma prescrição encontrada com este código.',
  CERTIFICATE_NOT_PKCS12: 'O arquivo não é um certificado A1 (.pfx ou .p12). Exporte-o novamente e tente outra vez.',
  CERTIFICATE_WRONG_PASSWORD: 'Senha do certificado incorreta.',
  CERTIFICATE_EXPIRED: 'Este certificado está vencido ou ainda não é válido. Envie um certificado dentro da validade.',
  CERTIFICATE_NO_KEY: 'O arquivo não traz a chave privada do certificado. Exporte o A1 com a chave privada.',
  CERTIFICATE_NOT_FOUND: 'Nenhum certificado digital cadastrado.',
  CERTIFICATE_UNAVAILABLE: 'A assinatura digital não está disponível neste servidor no momento.',
  OWNER_EMAIL_REQUIRED: 'Informe o e-mail do tutor para enviar por e-mail.',
  OWNER_PHONE_REQUIRED: 'Informe o telefone do tutor para enviar por WhatsApp.',
  HANDOUTS_CRMV_REQUIRED: 'Para compartilhar orientações, informe o número e a UF do seu CRMV.',
  HANDOUTS_PATIENT_REQUIRED: 'Selecione o paciente para compartilhar as orientações.',
  HANDOUTS_METHOD_REQUIRED: 'Escolha como enviar as orientações ao tutor.',
  HANDOUTS_SELECTION_REQUIRED: 'Selecione ao menos uma orientação para compartilhar.',
  HANDOUTS_SHARE_ERROR: 'Não foi possível compartilhar as orientações. Por favor, tente novamente mais tarde.',

  // calculators
  CALCULATOR_PLACEHOLDER: 'Preencha os campos para visualizar o resultado',
  CALCULATOR_LEAVE_CONFIRMATION: 'Deseja voltar e sair da calculadora? Os dados preenchidos serão perdidos.',
  CALCULATOR_DELETE_DRUG: 'Deseja excluir o medicamento selecionado?',
  CALCULATOR_NOT_FOUND: 'Calculadora não encontrada.',

  // news and support
  NEWS_NOT_FOUND: 'Notícia não encontrada.',
  NEWS_ID_IN_USE: 'Já existe uma notícia com este identificador.',
  AD_NOT_FOUND: 'Anúncio não encontrado.',
  SUPPORT_MESSAGE_SENT: 'Mensagem enviada. Respondemos por e-mail em até 2 dias úteis.',
  SUPPORT_UNAVAILABLE: 'Não foi possível enviar sua mensagem agora. Tente novamente em alguns minutos.',
} as const;

/** A text of the app's catalogue (what the web's first load carries). */
export type AppMessageKey = keyof typeof messages;
/** Every code an answer may carry: the app's and the management area's (management.messages.ts). */
export type MessageKey = AppMessageKey | keyof typeof managementMessages;

/**
 * The pt-BR text of a key, with `{name}` placeholders filled. A management code has no text here
 * (anyMessage in management.messages.ts has it): the generic error is given instead.
 */
export function message(key: MessageKey, params?: Record<string, string | number>): string {
  return fillMessage((messages as Partial<Record<MessageKey, string>>)[key] ?? messages.ERROR, params);
}

/** `{name}` placeholders filled from params. */
export function fillMessage(template: string, params?: Record<string, string | number>): string {
  let text = template;
  if (params) {
    for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  }
  return text;
}

/** A key of the app's catalogue (management codes are not: see isAnyMessageKey). */
export function isMessageKey(value: unknown): value is AppMessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

import {
  Anchor,
  Box,
  Button,
  Chip,
  type ComboboxItem,
  Container,
  Group,
  MultiSelect,
  type OptionsFilter,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { graduationYearRange, graduationYears } from '@vetor/domain/accounts/accounts.rules';
import { VETERINARY_COLLEGES } from '@vetor/domain/accounts/colleges';
import { COUNTRIES } from '@vetor/domain/accounts/countries';
import { ACADEMIC_DEGREES, AREAS_OF_INTEREST } from '@vetor/domain/accounts/interests';
import { UF_NAMES, UFS } from '@vetor/domain/accounts/states';
import { type MessageKey, message } from '@vetor/domain/messages';
import { NATIONALITY_BRAZIL, VETERINARY_STATUS_LABELS } from '@vetor/domain/platform/enums';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { addressOfCep, fillEmpty } from '../../../lib/cep';
import { withLoading } from '../../../lib/dialogs';
import { useSessionUser } from '../../../lib/session';
import { saveUser } from '../api/save-user';
import { maskCep, maskCpf, maskDate, maskPhone } from '../masks';
import { bodyFor, type Draft, draftFromUser, type Part, validate } from '../registration-draft';

type Step = 'basic' | 'status' | 'education' | 'interests' | Exclude<Part, 'basic' | 'questions'>;

/** The steps of each flow: the full questionnaire, the questions only, or one field. */
function stepsFor(field: string | undefined): Step[] | null {
  if (!field) return ['basic', 'status', 'education', 'interests'];
  if (field === 'questions') return ['status', 'education', 'interests'];
  const single: Step[] = [
    'displayName',
    'displayNamePrefix',
    'birthday',
    'nationality',
    'cpf',
    'phone',
    'address',
    'crmv',
  ];
  return single.includes(field as Step) ? [field as Step] : null;
}

/** What each step saves, so a step is validated before moving on. */
function partsOf(step: Step): Part[] {
  if (step === 'status' || step === 'education' || step === 'interests') return ['questions'];
  return [step];
}

const TITLES: Record<Step, string> = {
  basic: 'Dados básicos',
  status: 'Sua relação com a Medicina Veterinária',
  education: 'Formação e atuação',
  interests: 'Áreas de interesse',
  displayName: 'Nome completo',
  displayNamePrefix: 'Tratamento',
  birthday: 'Data de nascimento',
  nationality: 'Nacionalidade',
  cpf: 'CPF',
  phone: 'Telefone',
  address: 'Endereço',
  crmv: 'CRMV',
};

const countryOptions = COUNTRIES.map((c) => ({ value: String(c.id), label: c.name }));
const ufOptions = UFS.map((uf) => ({ value: uf, label: `${uf} – ${UF_NAMES[uf]}` }));
/** Typing "SP" offers São Paulo first: options whose code starts with the text come before the rest. */
const ufFilter: OptionsFilter = ({ options, search }) => {
  const q = search.trim().toLowerCase();
  if (!q) return options;
  const items = options as ComboboxItem[];
  const byCode = items.filter((o) => o.value.toLowerCase().startsWith(q));
  const byName = items.filter((o) => !byCode.includes(o) && o.label.toLowerCase().includes(q));
  return [...byCode, ...byName];
};

/** /registration and /registration/{field} (docs/product/platform-accounts-subscription.md §2 Registration questionnaire). */
export default function RegistrationRoute() {
  const { field } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const steps = stepsFor(field);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => draftFromUser(user as never));
  const [issues, setIssues] = useState<Issue[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // Every invalid field is marked at once; the first one (in the form's order) takes the focus.
  useEffect(() => {
    if (issues.length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);
  const setIssue = (issue: Issue) => setIssues([issue]);
  const hadQuestions = Boolean(user?.questions);

  if (!user) return <Navigate to="/login" replace />;
  if (!steps) return <Navigate to="/accounts" replace />;
  const step = steps[index] as Step;
  const last = index === steps.length - 1;
  const singleField = Boolean(field);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    // Editing a field settles its own message; the others stay until fixed or submitted again.
    setIssues((all) =>
      all.some((i) => i.field === key || i.field === 'form')
        ? all.filter((i) => i.field !== key && i.field !== 'form')
        : all,
    );
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const issueOf = (name: string) => issues.find((i) => i.field === name);
  const err = (name: string) => {
    const issue = issueOf(name);
    return issue ? message(issue.code, issue.params) : undefined;
  };

  const allParts = (): Part[] => [...new Set(steps.flatMap(partsOf))];

  const next = async () => {
    // Continuing needs a chosen status (docs/product/platform-accounts-subscription.md §2), and each step's own rules.
    if (step === 'status' && draft.veterinaryStatus === null)
      return setIssue({ field: 'veterinaryStatus', code: 'REQUIRED_FIELD' });
    // A graduation year outside the possible range says which range.
    if (step === 'education' && draft.courseCompletion) {
      const range = graduationYearRange();
      const year = Number(draft.courseCompletion);
      if (year < range.min || year > range.max)
        return setIssue({ field: 'courseCompletion', code: 'GRADUATION_YEAR_RANGE', params: range });
    }
    if (step !== 'status' && step !== 'interests') {
      const checked = validate(bodyFor(draft, partsOf(step)));
      // Interests have their own step after education: not this step's to mark.
      const mine = checked.ok ? [] : checked.issues.filter((i) => !(step === 'education' && i.field === 'interests'));
      if (mine.length) return setIssues(mine);
    }
    if (!last) return setIndex(index + 1);
    const checked = validate(bodyFor(draft, allParts()));
    if (!checked.ok) return setIssues(checked.issues);
    try {
      await withLoading(saveUser(checked.body));
      showAlert('success', 'Dados salvos.');
      // A user who already had questions was editing: back to My data; a new one goes on into the app.
      navigate(hadQuestions || singleField ? '/accounts' : '/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        setIssue({ field: error.field?.split('.').at(-1) ?? 'form', code: error.code });
      // The network says so itself; any other failure of a profile save is ERROR_SAVE_USER (docs/product/platform-accounts-subscription.md).
      else if (error instanceof ApiError && (error.code === 'ERROR_NETWORK' || error.code === 'OFFLINE'))
        alertError(error);
      else showAlert('error', message('ERROR_SAVE_USER'));
    }
  };

  const back = () => {
    setIssues([]);
    if (index > 0) setIndex(index - 1);
    // Back from the first step stays in the app: the page behind us when there is one, else /login
    // (a history step from a fresh tab would leave the app for about:blank).
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(singleField ? '/accounts' : '/login', { replace: true });
  };
  // Back is hidden on the first step of a flow started for a single field.
  const showBack = !(singleField && index === 0);

  return (
    <Container size={600} py="lg" px="md">
      <Stack gap="lg" data-testid="registration" data-step={step}>
        {steps.length > 1 && (
          <Progress value={((index + 1) / steps.length) * 100} aria-label={`Etapa ${index + 1} de ${steps.length}`} />
        )}
        <Title order={1} size="h3">
          {TITLES[step]}
        </Title>
        <form
          ref={formRef}
          // Our own pt-BR messages under the fields, never the browser's English bubble.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
        >
          <Stack gap="md">
            <StepFields step={step} draft={draft} set={set} err={err} />
            {issueOf('form') && (
              <Text c="red" size="sm" role="alert">
                {err('form')}
              </Text>
            )}
            <Group justify={showBack ? 'space-between' : 'flex-end'} mt="md">
              {showBack && (
                <Button variant="default" onClick={back} data-testid="registration-back">
                  Voltar
                </Button>
              )}
              {singleField && index === 0 && (
                <Anchor component="button" type="button" onClick={() => navigate('/accounts')} size="sm">
                  Cancelar
                </Anchor>
              )}
              <Button type="submit" data-testid="registration-next">
                {last ? 'Salvar' : 'Continuar'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

type Issue = { field: string; code: MessageKey; params?: Record<string, number> };

function StepFields({
  step,
  draft,
  set,
  err,
}: {
  step: Step;
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  err: (name: string) => string | undefined;
}): ReactNode {
  const years = useMemo(() => graduationYears().map(String), []);
  const text = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      error={err(key)}
      data-testid={`field-${key}`}
      {...props}
    />
  );
  const nationality = (
    <Select
      label="Nacionalidade"
      data={countryOptions}
      value={String(draft.nationality)}
      onChange={(v) => set('nationality', v === null ? NATIONALITY_BRAZIL : Number(v))}
      searchable
      allowDeselect={false}
      error={err('nationality')}
      data-testid="field-nationality"
    />
  );
  const cpf = text('cpf', 'CPF', {
    inputMode: 'numeric',
    placeholder: '000.000.000-00',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set('cpf', maskCpf(e.currentTarget.value)),
  });
  const birthday = text('birthday', 'Data de nascimento', {
    inputMode: 'numeric',
    placeholder: 'DD/MM/AAAA',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set('birthday', maskDate(e.currentTarget.value)),
  });
  const crmv = (
    <Group grow align="flex-start">
      {text('crmvNumber', 'Número do CRMV', {
        inputMode: 'numeric',
        maxLength: 8,
        onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
          set('crmvNumber', e.currentTarget.value.replace(/\D/g, '')),
      })}
      <Select
        label="UF do CRMV"
        data={ufOptions}
        filter={ufFilter}
        value={draft.crmvState || null}
        onChange={(v) => set('crmvState', v ?? '')}
        searchable
        error={err('crmvState')}
        data-testid="field-crmvState"
      />
    </Group>
  );
  const displayName = text('displayName', 'Nome completo', {
    maxLength: 40,
    description: 'Sem abreviações, como em seus documentos.',
    autoComplete: 'name',
  });
  const prefix = text('displayNamePrefix', 'Tratamento (opcional)', { maxLength: 40, placeholder: 'Dr. ou Dra.' });

  switch (step) {
    case 'basic':
      return (
        <>
          {displayName}
          {birthday}
          {nationality}
          {draft.nationality === NATIONALITY_BRAZIL && cpf}
        </>
      );
    case 'displayName':
      return displayName;
    case 'displayNamePrefix':
      return prefix;
    case 'birthday':
      return birthday;
    case 'nationality':
      return (
        <>
          {nationality}
          {draft.nationality === NATIONALITY_BRAZIL && cpf}
        </>
      );
    case 'cpf':
      return cpf;
    case 'phone':
      return text('phone', 'Telefone com DDD', {
        inputMode: 'tel',
        placeholder: '(00) 00000-0000',
        onChange: (e: React.ChangeEvent<HTMLInputElement>) => set('phone', maskPhone(e.currentTarget.value)),
      });
    case 'crmv':
      return crmv;
    case 'address':
      return (
        <>
          {text('zipCode', 'CEP', {
            inputMode: 'numeric',
            placeholder: '00000-000',
            onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
              const masked = maskCep(e.currentTarget.value);
              set('zipCode', masked);
              void addressOfCep(masked).then((found) => {
                if (!found) return;
                for (const [key, value] of Object.entries(fillEmpty(draft, found)))
                  set(key as keyof Draft, value as never);
              });
            },
          })}
          <Select
            label="Estado (UF)"
            data={ufOptions}
            filter={ufFilter}
            value={draft.state || null}
            onChange={(v) => set('state', v ?? '')}
            searchable
            error={err('state')}
            data-testid="field-state"
          />
          {text('city', 'Cidade')}
          {text('neighborhood', 'Bairro')}
          {text('street', 'Rua')}
          <Group grow align="flex-start">
            {text('number', 'Número')}
            {text('complement', 'Complemento (opcional)')}
          </Group>
        </>
      );
    case 'status':
      return (
        <Radio.Group
          value={draft.veterinaryStatus ? String(draft.veterinaryStatus) : null}
          onChange={(v) => set('veterinaryStatus', Number(v))}
          label="Você é:"
          error={err('veterinaryStatus')}
          data-testid="field-veterinaryStatus"
        >
          <Stack gap="sm" mt="xs">
            {([1, 2, 3] as const).map((s) => (
              <Radio
                key={s}
                value={String(s)}
                label={
                  s === 1
                    ? 'Médico(a)-veterinário(a)'
                    : s === 2
                      ? 'Estudante de Medicina Veterinária'
                      : VETERINARY_STATUS_LABELS[s]
                }
                data-testid={`status-${s}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'education':
      if (draft.veterinaryStatus === 3) return text('ocupation', 'Qual é a sua ocupação?', { maxLength: 100 });
      return (
        <>
          <Select
            label="Instituição de ensino"
            data={[...VETERINARY_COLLEGES]}
            value={draft.college || null}
            onChange={(v) => set('college', v ?? '')}
            searchable
            error={err('college')}
            data-testid="field-college"
          />
          {draft.veterinaryStatus === 2 ? (
            <Select
              label="Ano previsto de formatura"
              data={years}
              value={draft.courseCompletion || null}
              onChange={(v) => set('courseCompletion', v ?? '')}
              error={err('courseCompletion')}
              data-testid="field-courseCompletion"
            />
          ) : (
            <>
              {text('courseCompletion', 'Ano de formatura', {
                inputMode: 'numeric',
                maxLength: 4,
                onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                  set('courseCompletion', e.currentTarget.value.replace(/\D/g, '')),
              })}
              <MultiSelect
                label="Pós-graduação (opcional)"
                data={ACADEMIC_DEGREES.map((d) => ({ value: String(d.id), label: d.name }))}
                value={draft.academicDegrees.map(String)}
                onChange={(v) => set('academicDegrees', v.map(Number))}
                data-testid="field-academicDegrees"
              />
              {prefix}
              {crmv}
            </>
          )}
        </>
      );
    case 'interests':
      return (
        <Box>
          <Text size="sm" mb="xs">
            Escolha os temas que mais interessam a você (opcional).
          </Text>
          <Chip.Group multiple value={draft.interests.map(String)} onChange={(v) => set('interests', v.map(Number))}>
            <Group gap="xs" data-testid="field-interests">
              {AREAS_OF_INTEREST.map((a) => (
                <Chip key={a.id} value={String(a.id)} size="sm">
                  {a.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Box>
      );
  }
}

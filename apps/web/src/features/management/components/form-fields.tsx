import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { maskDate } from '../../../lib/masks';
import type { FieldErrors } from '../news-ads-forms';
import { uploadPhoto } from '../upload-photo';

// What the news form and the ad form share: the page around a form (load, save, back to the list),
// a date typed as dd/mm/aaaa, and one image sent through the management photo upload (the file store).

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : message('ERROR'));

/** A date field with the dd/mm/aaaa mask. */
export function DateField({
  label,
  value,
  error,
  description,
  required,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  description?: string;
  required?: boolean;
  onChange(value: string): void;
}) {
  return (
    <TextInput
      label={label}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      value={value}
      error={error}
      description={description}
      required={required}
      onChange={(e) => onChange(maskDate(e.currentTarget.value))}
    />
  );
}

/** One image: sent to the file store on choice, kept by its URL, with a preview and a way to remove it. */
export function ImageField({
  label,
  value,
  path,
  description,
  error,
  onChange,
}: {
  label: string;
  value: string | null;
  /** Where it is used, recorded in the audit log with the upload. */
  path: string;
  description?: string;
  error?: string | undefined;
  onChange(url: string | null): void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setUploadError(null);
    setBusy(true);
    try {
      onChange(await uploadPhoto(file, path));
    } catch (e) {
      setUploadError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={uploadError ?? error}
      id={id}
      inputContainer={(children) => (
        <Paper withBorder p="xs">
          {children}
        </Paper>
      )}
    >
      <Group wrap="nowrap" align="center">
        {value ? (
          <Image src={value} alt={`Prévia: ${label}`} w={96} h={72} fit="contain" bg="gray.0" />
        ) : (
          <Text size="sm" c="dimmed" w={96} ta="center">
            Sem imagem
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={(f) => void upload(f)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button size="xs" variant="light" loading={busy} aria-describedby={id} {...props}>
                {value ? 'Trocar imagem' : 'Enviar imagem'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
              Remover
            </Button>
          )}
        </Group>
      </Group>
    </Input.Wrapper>
  );
}

/**
 * Loads what a form edits (or starts a new one), keeps the editor's values, and saves them: the
 * shape both the news form and the ad form have. `save` answers the saved values; the page goes back
 * to the list with a success alert.
 */
export function useFormPage<F>({
  load,
  empty,
  save,
  back,
  saved,
}: {
  load: (() => Promise<F>) | null;
  empty: () => F;
  save: (form: F) => Promise<FieldErrors | null>;
  back: string;
  saved: string;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<F | null>(load ? null : empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page
  useEffect(() => {
    load?.()
      .then(setForm)
      .catch((e) => setFailure(errorText(e)));
  }, []);

  /** A field's message goes once the editor changes it (`blocks` also clears `blocks.0`…). */
  const clearError = (name: string) =>
    setErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([k]) => k !== name && !k.startsWith(`${name}.`))),
    );
  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    clearError(String(key));
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    setFailure(null);
    setBusy(true);
    try {
      const invalid = await save(form);
      setErrors(invalid ?? {});
      if (invalid) return;
      showAlert('success', saved);
      navigate(back);
    } catch (e) {
      // The server's own field, when it names one (e.g. an identifier already in use).
      if (e instanceof ApiError && e.field) setErrors({ [e.field]: e.message });
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  // The banner says what is wrong: a field to fix (until the last one is changed) or the server's answer.
  const banner = Object.keys(errors).length ? 'Revise os campos marcados.' : failure;
  return { form, set, setForm, clearError, errors, failure: banner, busy, submit };
}

/** The page around a form: title, back link, failure, the fields and the buttons. */
export function FormPage({
  title,
  back,
  backLabel,
  failure,
  loading,
  busy,
  submitLabel,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  failure: string | null;
  loading: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent): void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack maw={880}>
      <Anchor component={Link} to={back} size="sm">
        ‹ {backLabel}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {loading && !failure && <Loader aria-label="Carregando" />}
      {!loading && (
        <form onSubmit={onSubmit} noValidate data-testid={testId}>
          <Stack>
            {children}
            <Group justify="flex-end">
              <Button component={Link} to={back} variant="default">
                Cancelar
              </Button>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

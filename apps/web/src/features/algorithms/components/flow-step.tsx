import {
  Anchor,
  Button,
  Chip,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { slotInputs, slotText } from '@vetor/domain/algorithms/algorithms.calculator';
import { gatheredWeight, inputProblem, isNodeValid } from '@vetor/domain/algorithms/algorithms.engine';
import type { AlgorithmInput, AlgorithmLink, AlgorithmNode } from '@vetor/domain/algorithms/algorithms.schemas';
import { stepsFor } from '@vetor/domain/algorithms/drug-steps';
import { calculatorById, calculatorPath } from '@vetor/domain/calculators/catalogue';
import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { Link } from 'react-router';
import { CalculatorEmbed } from '../../../components/calculator-embed';
import { SectionList } from '../../../components/sections/section-list';
import { DrugDoses } from './drug-doses';

// One node of the timeline by type (docs/product/content-and-study.md §3 Algorithm node): 1 info with sections, 2 question
// with options, 3/4 inputs (textfield, select, chips), 5 custom slot with an embedded calculator.

function linkPath(link: AlgorithmLink): string {
  if (link.kind === 'item') return `/item/${link.id}`;
  if (link.kind === 'drug') return `/categories/${link.category ?? 1}/drugs/${link.id}`;
  const calc = calculatorById(link.id);
  return calc ? calculatorPath(calc) : `/calculators/${link.id}`;
}

function InputField({
  input,
  value,
  onChange,
  showError,
}: {
  input: AlgorithmInput;
  value: string | undefined;
  onChange: (v: string) => void;
  showError: boolean;
}) {
  const problem = showError ? inputProblem(input, value) : null;
  const testId = `input-${input.model}`;
  if (input.kind === 'chips')
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`${testId}-label`}>
          {input.label}
        </Text>
        <Chip.Group multiple={false} value={value ?? null} onChange={(v) => onChange(v)}>
          <Group gap={6} role="radiogroup" aria-labelledby={`${testId}-label`} data-testid={testId}>
            {input.items?.map((i) => (
              <Chip key={i.value} value={i.value}>
                {i.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {problem && (
          <Text size="xs" c="red.8">
            {problem}
          </Text>
        )}
      </Stack>
    );
  if (input.kind === 'select')
    return (
      <NativeSelect
        label={input.label}
        data={[{ label: 'Selecione', value: '', disabled: true }, ...(input.items ?? [])]}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={problem}
        data-testid={testId}
      />
    );
  const numeric = input.mask === 'decimal' || input.mask === 'integer';
  return (
    <TextInput
      label={input.label}
      value={value ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange(numeric ? v.replace(input.mask === 'integer' ? /[^\d]/g : /[^\d,]/g, '') : v);
      }}
      inputMode={numeric ? 'decimal' : 'text'}
      maxLength={input.length}
      autoComplete="off"
      error={problem}
      rightSection={input.suffix ? <Text size="sm">{input.suffix}</Text> : undefined}
      data-testid={testId}
    />
  );
}

export function FlowStepView({
  node,
  answer,
  inputs,
  gathered,
  isLast,
  references,
  onChoose,
  onInput,
  onContinue,
}: {
  node: AlgorithmNode;
  answer: number | undefined;
  inputs: Record<string, string> | undefined;
  /** What the steps before this one gathered (pre-fills a calculator slot). */
  gathered: Record<string, string>;
  isLast: boolean;
  references: Reference[];
  onChoose: (option: number) => void;
  onInput: (model: string, value: string) => void;
  onContinue: () => void;
}) {
  const valid = isNodeValid(node, inputs);
  const hasInput = Object.values(inputs ?? {}).some((v) => v !== '');
  const calc = node.calculator ? calculatorById(node.calculator.id) : undefined;
  return (
    <Stack gap="sm" data-testid={`node-${node.id}`}>
      <div>
        <Title order={2} size="h5">
          {node.title}
        </Title>
        {node.subtitle && (
          <Text size="sm" c="dimmed">
            {node.subtitle}
          </Text>
        )}
      </div>
      {node.type === 1 && node.sections && <SectionList sections={node.sections} references={references} />}
      {node.type === 2 && (
        <Stack gap={6} role="radiogroup" aria-label={node.title}>
          {node.options?.map((o, i) => {
            const picked = answer === i;
            return (
              <UnstyledButton
                key={o.title}
                role="radio"
                aria-checked={picked}
                onClick={() => onChoose(i)}
                data-testid={`option-${node.id}-${i}`}
                p="sm"
                style={{
                  border: `2px solid ${picked ? 'var(--mantine-color-vetor-7, #1c7c6c)' : 'var(--mantine-color-gray-3)'}`,
                  borderRadius: 8,
                  background: picked ? 'var(--mantine-color-vetor-0, #eef6f4)' : 'white',
                }}
              >
                <Group wrap="nowrap" justify="space-between">
                  <div>
                    <Text fw={600}>{o.title}</Text>
                    {o.subtitle && (
                      <Text size="sm" c="gray.7">
                        {o.subtitle}
                      </Text>
                    )}
                  </div>
                  {picked && <IconCheck size={18} aria-hidden="true" />}
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
      {(node.type === 3 || node.type === 4) &&
        node.inputs?.map((input) => (
          <InputField
            key={input.model}
            input={input}
            value={inputs?.[input.model]}
            onChange={(v) => onInput(input.model, v)}
            showError={hasInput}
          />
        ))}
      {node.type === 5 &&
        (calc ? (
          <CalculatorEmbed
            definition={calc}
            inputs={slotInputs(node, inputs, gathered)}
            onChange={(id, value) => onInput(id, slotText(value))}
          />
        ) : (
          <Text c="dimmed">Calculadora indisponível.</Text>
        ))}
      {node.drugs && node.drugs.length > 0 && (
        <DrugDoses
          steps={stepsFor(node.drugs, { ...gathered, ...inputs }.species)}
          weightKg={gatheredWeight({ ...gathered, ...inputs })}
          caption={(() => {
            const w = gatheredWeight({ ...gathered, ...inputs });
            return w === null ? undefined : `Para ${String(w).replace('.', ',')} kg`;
          })()}
        />
      )}
      {node.links && node.links.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Na biblioteca
          </Text>
          {node.links.map((l) => (
            <Anchor key={`${l.kind}:${l.id}`} component={Link} to={linkPath(l)} size="sm">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={14} aria-hidden="true" />
                {l.label}
              </Group>
            </Anchor>
          ))}
        </Stack>
      )}
      {isLast && node.type !== 2 && node.child && (
        <Button onClick={onContinue} disabled={!valid} data-testid="flow-continue" w={{ base: '100%', sm: 'auto' }}>
          Continuar
        </Button>
      )}
    </Stack>
  );
}

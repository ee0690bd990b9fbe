import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { computeDose, DOSE_UNITS, type DoseUnit, formatDoseResult } from '@vetor/domain/calculators/dose-calculator';
import { formatNumber, parseDecimal } from '@vetor/domain/calculators/format';
import { doseRange, ROUTES } from '@vetor/domain/content/drug.schemas';
import { message } from '@vetor/domain/messages';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import { LIMITS } from '@vetor/domain/platform/constants';
import {
  DISPENSE_DOSE_UNITS,
  type DispenseDoseUnit,
  dispense,
  intervalText,
  type Presentation,
  parsePresentation,
  quantityText,
  routeAgreesWithForm,
  routeCodesFor,
  routeName,
  type Schedule,
  scheduleChoices,
  scheduleOf,
} from '@vetor/domain/prescriptions/dispense';
import { dosingOfDispense, type ItemDosing } from '@vetor/domain/prescriptions/item-dosing';
import { buildPosology, frequencyWords, isDoseOutOfRange } from '@vetor/domain/prescriptions/prescriptions.rules';
import {
  type DoseChoice,
  ITEM_TYPE,
  type ItemSearchResult,
  type PrescriptionItem,
} from '@vetor/domain/prescriptions/prescriptions.schemas';
import { withQuantityInWords } from '@vetor/domain/prescriptions/quantity-words';
import { useMemo, useState } from 'react';
import { useWizardSteps, WizardShell } from '../../../components/patients/wizard-shell';
import { confirm } from '../../../lib/dialogs';
import { maskDecimal } from '../../../lib/masks';
import { useItemOptions } from '../api/get-item-options';

// The add-item flow of docs/product/calculators-patients-prescriptions-management.md §2: (1) chosen active principles, (2) dose for the patient's species
// with a link to the full dose page, (3) presentation with a link to the product, (4) the embedded
// dose calculator, which writes the computed amount into the posology, then route, posology and
// additional information, quantity and guide. Free-text items skip the library steps. Editing runs
// the same steps over the item. When the dose is in mg/kg or mcg/kg, its interval is fixed, a range
// or a single dose, and the presentation names a form and a strength, the calculator computes what a
// pharmacy dispenses (dispense.ts): "Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias",
// the dose per kg actually given, and the quantity in units; the route step then offers only the
// routes that form takes. What the calculation used is kept on the item (`dosing`) while its
// posology is the calculated text, so a template recomputes it for another patient's weight.

type Step =
  | 'principles'
  | 'name'
  | 'dose'
  | 'presentation'
  | 'calculator'
  | 'route'
  | 'posology'
  | 'quantity'
  | 'guide';

export interface AddItemDialogProps {
  source: ItemSearchResult | null;
  /** Editing an item in place. */
  item?: PrescriptionItem | null;
  patient: Patient;
  guides: number;
  defaultPage: number;
  onClose(): void;
  onSave(item: PrescriptionItem): void;
}

const SOLID = new Set(['mg', 'mcg', 'g']);

const scheduleLabel = (s: Schedule) =>
  s === 'dose única' ? 'Dose única' : typeof s === 'number' ? intervalText(s) : `${intervalText(s)} (o tutor escolhe)`;

export function AddItemDialog({ source, item, patient, guides, defaultPage, onClose, onSave }: AddItemDialogProps) {
  const freeText = item ? item.freeText : !source;
  const drugsList = item?.drugsList ?? source?.drugsList ?? [];
  const options = useItemOptions(freeText ? [] : drugsList.map((d) => d.drugId), patient.species);
  const steps: Step[] = freeText
    ? ['name', 'route', 'posology', 'quantity', 'guide']
    : ['principles', 'dose', 'presentation', 'calculator', 'route', 'posology', 'quantity', 'guide'];
  const wizard = useWizardSteps({ count: steps.length, check, finish: save });
  const { step, setStep, error } = wizard;
  const [name, setName] = useState(item?.name ?? source?.name ?? '');
  const [doseKey, setDoseKey] = useState<string | null>(
    item?.dose ? `${item.dose.drugId}:${item.dose.position}` : null,
  );
  const [presentation, setPresentation] = useState<string | null>(item?.option?.display ?? source?.display ?? null);
  const [route, setRoute] = useState<string | null>(item?.route ?? null);
  const [posology, setPosology] = useState(item?.posology ?? '');
  const [info, setInfo] = useState(item?.additionalInformation ?? '');
  const [quantity, setQuantity] = useState(item?.quantity ?? '');
  const [page, setPage] = useState(String(item?.page ?? defaultPage));
  // Embedded calculator inputs.
  const [weight, setWeight] = useState(formatNumber(patient.weight, 2));
  const [perKg, setPerKg] = useState(item?.dosing ? formatNumber(item.dosing.perKg, 3) : '');
  const [optionLabel, setOptionLabel] = useState<string | null>(null);
  const [days, setDays] = useState(String(item?.dosing?.durationDays || 7));
  const [scored, setScored] = useState(Boolean(item?.dosing?.dispense?.presentation.scored));
  // The interval chosen among a range's ends and the range itself (index into the dose's choices).
  const [scheduleIndex, setScheduleIndex] = useState<string | null>(null);
  // What the last calculation used, with the text it wrote: kept on the item while the posology is that text.
  const [applied, setApplied] = useState<{ posology: string; dosing: ItemDosing } | null>(
    item?.dosing ? { posology: item.posology, dosing: item.dosing } : null,
  );

  const doses = options.data?.doses ?? [];
  const dose: DoseChoice | undefined = doses.find((d) => `${d.drugId}:${d.position}` === doseKey);
  const presentationChoices = useMemo(() => {
    const labels = new Map<string, string>();
    for (const p of options.data?.presentations ?? []) labels.set(`${p.name} — ${p.presentation}`, p.presentation);
    for (const d of dose ? [dose] : doses) for (const o of d.options) labels.set(o.label, o.label);
    return [...labels.keys()];
  }, [options.data, dose, doses]);
  const productOf = (label: string) =>
    options.data?.presentations.find((p) => `${p.name} — ${p.presentation}` === label) ?? null;
  const dispensableOf = (label: string | null): Presentation | null =>
    label ? (productOf(label)?.dispensable ?? parsePresentation(label)) : null;
  const dispensableChoices = presentationChoices.filter((label) => dispensableOf(label));
  const chosen = dispensableOf(presentation);
  const routeChoices = chosen ? routeCodesFor(chosen.form) : [...ROUTES];
  // A route the form cannot take is never kept: the first one it takes stands in (the server refuses the rest).
  const itemRoute = chosen && !(route && routeChoices.includes(route)) ? (routeChoices[0] ?? null) : route;

  const doseUnit =
    dose && (DOSE_UNITS as readonly string[]).includes(dose.measurement) ? (dose.measurement as DoseUnit) : null;
  const calcOption = dose?.options.find((o) => o.label === optionLabel) ?? null;
  const form = calcOption && SOLID.has(calcOption.unit) ? 'solid' : 'liquid';
  const calc =
    doseUnit && (calcOption || doseUnit === 'mL/kg')
      ? computeDose({
          weight: parseDecimal(weight) ?? Number.NaN,
          dose: parseDecimal(perKg) ?? Number.NaN,
          doseUnit,
          form,
          ...(calcOption
            ? { concentration: calcOption.concentration, concentrationUnit: calcOption.unit as never }
            : {}),
        })
      : null;
  const schedule = dose ? scheduleOf(dose.frequency, dose.frequencyUnit) : null;
  const schedules = schedule ? scheduleChoices(schedule) : [];
  // A range prints as the range until the vet picks one of its ends; an item opened for editing keeps
  // the interval it was saved with while its dose is the same.
  const saved = item?.dosing?.dispense?.everyHours;
  const savedIndex =
    saved !== undefined && item?.dose && doseKey === `${item.dose.drugId}:${item.dose.position}`
      ? schedules.findIndex((s) => JSON.stringify(s) === JSON.stringify(saved))
      : -1;
  const pickedIndex = scheduleIndex ?? String(savedIndex >= 0 ? savedIndex : schedules.length - 1);
  const everyHours = schedules[Number(pickedIndex)] ?? schedules.at(-1) ?? null;
  const dispenseUnit = (DISPENSE_DOSE_UNITS as readonly string[]).includes(dose?.measurement ?? '')
    ? (dose?.measurement as DispenseDoseUnit)
    : null;
  const range = dose ? doseRange(dose.dose) : null;
  const weightKg = parseDecimal(weight) ?? 0;
  const dayCount = parseDecimal(days) ?? 0;
  const dispenseInput =
    dispenseUnit &&
    chosen &&
    everyHours !== null &&
    range &&
    Number.isFinite(range.min) &&
    weightKg > 0 &&
    dayCount >= 1
      ? {
          weightKg,
          doseUnit: dispenseUnit,
          range,
          ...(parseDecimal(perKg) ? { targetPerKg: parseDecimal(perKg) as number } : {}),
          presentation: { ...chosen, scored: Boolean(chosen.scored) || scored },
          route:
            itemRoute && routeAgreesWithForm(chosen.form, routeName(itemRoute))
              ? routeName(itemRoute)
              : routeName(routeChoices[0] ?? 'VO'),
          everyHours,
          days: Math.round(dayCount),
        }
      : null;
  const dispensed = dispenseInput ? dispense(dispenseInput) : null;
  const outOfRange = dispensed
    ? !dispensed.inRange
    : dose && parseDecimal(perKg) !== undefined && isDoseOutOfRange(parseDecimal(perKg) as number, dose.dose);

  function chooseDose(key: string) {
    setDoseKey(key);
    setScheduleIndex(null);
    const d = doses.find((x) => `${x.drugId}:${x.position}` === key);
    if (!d) return;
    // The middle of the range, as dispense.ts aims when the vet does not choose.
    const { min, max } = doseRange(d.dose);
    setPerKg(formatNumber((min + max) / 2, 3));
    setRoute(d.route.split(/, | ou /)[0] ?? null);
    const first = d.options[0];
    if (first) setOptionLabel(first.label);
    if (!presentation) setPresentation(d.options.find((o) => parsePresentation(o.label))?.label ?? null);
    if (!posology) {
      const freq = frequencyWords(d.frequency, d.frequencyUnit);
      setPosology(`${d.dose} ${d.measurement}${freq ? `, ${freq}` : ''}.`);
    }
  }

  function applyDispense() {
    if (!dispensed || !dispenseInput || !dose) return;
    setPosology(dispensed.posology);
    setApplied({
      posology: dispensed.posology,
      dosing: dosingOfDispense({
        ...dispenseInput,
        targetPerKg: dispenseInput.targetPerKg ?? (dispenseInput.range.min + dispenseInput.range.max) / 2,
        label: presentation ?? '',
        frequency: dose.frequency,
        frequencyUnit: dose.frequencyUnit ?? null,
      }),
    });
    setQuantity(quantityText(dispensed.quantity));
    setRoute(itemRoute);
    setStep(steps.indexOf('route'));
  }

  function applyCalculator() {
    if (!calc || !dose || !doseUnit) return;
    const label = calcOption?.label ?? presentation ?? '';
    const durationDays = parseDecimal(days) ? Math.round(parseDecimal(days) as number) : null;
    const text = buildPosology({
      amount: calc.volume,
      form,
      presentation: label,
      frequency: dose.frequency,
      frequencyUnit: dose.frequencyUnit,
      durationDays,
    });
    setPosology(text);
    const dosePerKg = parseDecimal(perKg) ?? 0;
    // A zero dose writes a text but nothing a template could compute again.
    setApplied(
      dosePerKg > 0
        ? {
            posology: text,
            dosing: {
              perKg: dosePerKg,
              doseUnit,
              form,
              concentration: calcOption?.concentration ?? null,
              concentrationUnit: (calcOption?.unit as ItemDosing['concentrationUnit']) ?? null,
              presentation: label,
              route: null,
              frequency: dose.frequency,
              frequencyUnit: dose.frequencyUnit ?? null,
              durationDays,
            },
          }
        : null,
    );
    if (calcOption && !presentation) setPresentation(calcOption.label);
    setStep(steps.indexOf('route'));
  }

  function check(): string | null {
    const current = steps[step];
    if (current === 'name' && !name.trim()) return message('REQUIRED_FIELD');
    if (current === 'posology' && !posology.trim()) return message('REQUIRED_FIELD');
    return null;
  }

  async function save() {
    if (
      outOfRange &&
      !(await confirm({
        title: 'Dose fora do intervalo',
        message: message('PRESCRIPTION_DOSE_OUT_OF_RANGE'),
        confirmLabel: 'Salvar assim',
      }))
    ) {
      setStep(steps.indexOf('calculator'));
      return;
    }
    const product = presentation ? productOf(presentation) : null;
    onSave({
      id: item?.id ?? crypto.randomUUID(),
      name: product?.name ?? name.trim(),
      option: freeText
        ? null
        : {
            display: product?.presentation ?? presentation,
            concentration: null,
            package: source?.package ?? item?.option?.package ?? null,
          },
      freeText,
      freeTextNameDisplay: freeText ? name.trim() : null,
      dose: dose
        ? {
            drugId: dose.drugId,
            position: dose.position,
            title: dose.title,
            dose: dose.dose,
            measurement: dose.measurement,
            route: dose.route,
            frequency: dose.frequency,
            frequencyUnit: dose.frequencyUnit ?? null,
          }
        : (item?.dose ?? null),
      route: itemRoute,
      posology: posology.trim(),
      // A posology edited after the calculation is the vet's text: a template keeps it as written.
      dosing: applied && applied.posology === posology.trim() ? applied.dosing : null,
      additionalInformation: info.trim() || null,
      quantity: quantity.trim() || null,
      page: Number(page),
      type: freeText
        ? ITEM_TYPE.FREE_TEXT
        : product
          ? product.type === 1
            ? ITEM_TYPE.VETERINARY
            : ITEM_TYPE.HUMAN
          : (source?.type ?? item?.type ?? 0),
      brand: product?.brand ?? source?.brand ?? item?.brand ?? null,
      productId: product?.productId ?? item?.productId ?? null,
      drugsList,
    });
  }

  const current = steps[step];
  const guideChoices = Array.from({ length: Math.min(guides + 1, LIMITS.prescriptionGuidesMax) }, (_, i) => ({
    value: String(i),
    label: i < guides ? `Guia ${i + 1}` : `Nova guia (Guia ${i + 1})`,
  }));
  const controlled = options.data?.controlled ?? [];
  // Both calculators ask the same two numbers.
  const weightAndDose = (
    <>
      <TextInput
        label="Peso (kg)"
        inputMode="decimal"
        value={weight}
        onChange={(e) => setWeight(maskDecimal(e.currentTarget.value))}
      />
      <TextInput
        label={`Dose (${doseUnit ?? 'por kg'})`}
        inputMode="decimal"
        value={perKg}
        onChange={(e) => setPerKg(maskDecimal(e.currentTarget.value))}
        data-testid="calc-dose"
      />
    </>
  );

  return (
    <WizardShell
      opened
      title={item ? 'Editar item' : freeText ? 'Item em texto livre' : name}
      step={step}
      steps={steps.length}
      onClose={onClose}
      onBack={wizard.back}
      onNext={wizard.next}
      testId="add-item-dialog"
    >
      {current === 'principles' && (
        <Stack gap="xs">
          <Text fw={600}>Princípios ativos</Text>
          {drugsList.map((d) => (
            <Text key={d.drugId}>• {d.drug}</Text>
          ))}
          {controlled.length > 0 && (
            <Alert color="orange" variant="light" title="Medicamento controlado">
              Lista {controlled.map((c) => c.list).join(', ')} da Portaria SVS/MS 344/98. Na receita, o item diz o
              formulário exigido: Notificação de Receita ou Receita de Controle Especial em duas vias.
            </Alert>
          )}
        </Stack>
      )}
      {current === 'name' && (
        <TextInput
          label="Nome do medicamento ou item"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
          data-testid="free-text-name"
        />
      )}
      {current === 'dose' && (
        <Stack gap="xs">
          <Text fw={600}>Dose</Text>
          {options.isError && <Text c="red.8">{message('DRUG_DOSE_LOAD_ERROR')}</Text>}
          {options.data && doses.length === 0 && options.data.lockedDrugIds.length === 0 && (
            <Text c="dimmed">{message('NO_DOSES_FOR_PRINCIPLES')}</Text>
          )}
          {options.data && options.data.lockedDrugIds.length > 0 && (
            <Text c="dimmed" data-testid="doses-pro">
              {message('PRESCRIPTION_DOSES_PRO')}
            </Text>
          )}
          {options.data && !options.data.speciesMatched && doses.length > 0 && (
            <Text size="sm" c="dimmed">
              Nenhuma dose específica para a espécie do paciente; mostrando todas.
            </Text>
          )}
          <Radio.Group value={doseKey} onChange={chooseDose} aria-label="Doses">
            <Stack gap={6}>
              {doses.map((d) => (
                <Group key={`${d.drugId}:${d.position}`} justify="space-between" wrap="nowrap" align="flex-start">
                  <Radio
                    value={`${d.drugId}:${d.position}`}
                    label={`${d.title}: ${d.dose} ${d.measurement}, ${d.route}, ${frequencyWords(d.frequency, d.frequencyUnit)}`}
                    data-testid="dose-option"
                  />
                  <Anchor
                    size="xs"
                    href={`/categories/${d.category}/drugs/${d.drugId}/doses/${d.position}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Ver dose
                  </Anchor>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            {message('DOSES_LABEL_WARNING')}
          </Text>
        </Stack>
      )}
      {current === 'presentation' && (
        <Stack gap="xs">
          <Select
            label="Apresentação"
            data={presentationChoices}
            value={presentation}
            onChange={setPresentation}
            searchable
            clearable
            placeholder="Escolha a apresentação"
            comboboxProps={{ withinPortal: true }}
            data-testid="presentation-select"
          />
          {presentation && productOf(presentation) && (
            <Anchor
              size="sm"
              href={`/categories/${productOf(presentation)?.category}/products/${productOf(presentation)?.productId}`}
              target="_blank"
              rel="noreferrer"
            >
              Ver informações do produto
            </Anchor>
          )}
        </Stack>
      )}
      {current === 'calculator' && (
        <Stack gap="xs" data-testid="embedded-calculator">
          <Text fw={600}>Calculadora de dose (opcional)</Text>
          {!dose || !doseUnit ? (
            <Text size="sm" c="dimmed">
              Escolha uma dose por kg para calcular a quantidade por administração.
            </Text>
          ) : dispenseUnit && everyHours !== null && dispensableChoices.length > 0 ? (
            <>
              <Select
                label="Apresentação"
                data={dispensableChoices}
                value={chosen ? presentation : null}
                onChange={setPresentation}
                placeholder="Escolha comprimido, cápsula ou líquido"
                comboboxProps={{ withinPortal: true }}
                data-testid="dispense-presentation"
              />
              {chosen?.form === 'comprimido' && !chosen.scored && (
                <Checkbox
                  label="Comprimido sulcado: pode ser partido em ½ e ¼"
                  checked={scored}
                  onChange={(e) => setScored(e.currentTarget.checked)}
                />
              )}
              {schedules.length > 1 && (
                <Select
                  label="Intervalo"
                  data={schedules.map((s, i) => ({ value: String(i), label: scheduleLabel(s) }))}
                  value={pickedIndex}
                  onChange={setScheduleIndex}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="dispense-interval"
                />
              )}
              <SimpleGrid cols={everyHours === 'dose única' ? 2 : 3} spacing="xs">
                {weightAndDose}
                {everyHours !== 'dose única' && (
                  <TextInput
                    label="Dias"
                    inputMode="numeric"
                    value={days}
                    onChange={(e) => setDays(e.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
                  />
                )}
              </SimpleGrid>
              {dispensed ? (
                <Alert variant="light" data-testid="dispense-result" title={dispensed.posology}>
                  <Text size="sm">
                    Dose dada: {formatNumber(dispensed.perKg, 2)} {dispenseUnit} (literatura: {dose.dose} {dispenseUnit}
                    , {frequencyWords(dose.frequency, dose.frequencyUnit)}).
                  </Text>
                  <Text size="sm">Quantidade para o tratamento: {quantityText(dispensed.quantity)}.</Text>
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  Escolha a apresentação e informe peso, dose e dias.
                </Text>
              )}
              {dispensed && !dispensed.inRange && (
                <Alert color="orange" variant="light" data-testid="dispense-out-of-range">
                  Com a apresentação escolhida, a dose fica em {formatNumber(dispensed.perKg, 2)} {dispenseUnit}, fora
                  do intervalo da literatura ({dose.dose} {dispenseUnit}). Escolha outra apresentação ou ajuste a dose.
                </Alert>
              )}
              <Button variant="light" onClick={applyDispense} disabled={!dispensed} data-testid="use-calculation">
                Usar na posologia e na quantidade
              </Button>
            </>
          ) : (
            <>
              <Group grow>{weightAndDose}</Group>
              {dose.options.length > 0 && (
                <Select
                  label="Concentração"
                  data={dose.options.map((o) => o.label)}
                  value={optionLabel}
                  onChange={setOptionLabel}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <TextInput
                label="Duração (dias)"
                inputMode="numeric"
                value={days}
                onChange={(e) => setDays(e.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
              />
              {outOfRange && (
                <Alert color="orange" variant="light">
                  {message('PRESCRIPTION_DOSE_OUT_OF_RANGE')} Intervalo da literatura: {dose.dose} {dose.measurement}.
                </Alert>
              )}
              {calc ? (
                <Alert variant="light" data-testid="calc-result">
                  Dose total: {formatDoseResult(calc).totalDose} — por administração: {formatDoseResult(calc).volume}
                </Alert>
              ) : (
                <Text size="sm" c="dimmed">
                  {message('CALCULATOR_PLACEHOLDER')}
                </Text>
              )}
              <Button variant="light" onClick={applyCalculator} disabled={!calc} data-testid="use-calculation">
                Usar na posologia
              </Button>
            </>
          )}
        </Stack>
      )}
      {current === 'route' && (
        <Select
          label="Via de administração (opcional)"
          description={chosen ? `Vias possíveis para ${chosen.form}.` : undefined}
          data={routeChoices}
          value={itemRoute}
          onChange={setRoute}
          clearable={!chosen}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="route-select"
        />
      )}
      {current === 'posology' && (
        <Stack gap="xs">
          <Textarea
            label="Posologia"
            description="Escreva por extenso: quantidade, intervalo e duração."
            value={posology}
            autosize
            minRows={3}
            maxLength={1000}
            onChange={(e) => setPosology(e.currentTarget.value)}
            error={error}
            data-testid="posology"
          />
          <Textarea
            label="Informações adicionais (opcional)"
            value={info}
            autosize
            minRows={2}
            maxLength={1000}
            onChange={(e) => setInfo(e.currentTarget.value)}
          />
        </Stack>
      )}
      {current === 'quantity' && (
        <TextInput
          label="Quantidade (opcional)"
          placeholder="Ex.: 1 caixa com 10 comprimidos"
          value={quantity}
          maxLength={100}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          description={
            controlled.length > 0
              ? `Na receita de controle especial: ${withQuantityInWords(quantity) ?? 'escreva número e unidade (ex.: 2 caixas)'}`
              : undefined
          }
          data-testid="quantity"
        />
      )}
      {current === 'guide' && (
        <Radio.Group value={page} onChange={setPage} label="Em qual guia?">
          <Stack gap={6} mt="xs">
            {guideChoices.map((g) => (
              <Radio key={g.value} value={g.value} label={g.label} data-testid={`guide-choice-${g.value}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </WizardShell>
  );
}

import { Box, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import {
  type BasicCalculatorKey,
  type BasicCalculatorState,
  initialBasicCalculatorState,
  pressBasicCalculatorKey,
} from '@vetor/domain/calculators/basic-calculator';
import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';

// The Convencional tab (docs/product/calculators-patients-prescriptions-management.md §4 Basic calculator): a desk calculator over the domain state
// machine. Works by touch, by mouse and by keyboard (digits, , or ., + − * /, %, Enter or =,
// Escape or C) while the keypad has focus.

const OPERATOR_SYMBOL = { 1: '+', 2: '−', 3: '×', 4: '÷' } as const;

interface KeyDef {
  label: string;
  ariaLabel: string;
  key: BasicCalculatorKey;
  kind: 'digit' | 'operator' | 'function' | 'equals';
  span?: number;
}

const d = (digit: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9): KeyDef => ({
  label: String(digit),
  ariaLabel: String(digit),
  key: { type: 'digit', digit },
  kind: 'digit',
});
const op = (operator: 1 | 2 | 3 | 4, ariaLabel: string): KeyDef => ({
  label: OPERATOR_SYMBOL[operator],
  ariaLabel,
  key: { type: 'operator', operator },
  kind: 'operator',
});

const KEYS: KeyDef[] = [
  { label: 'C', ariaLabel: 'Limpar', key: { type: 'clear' }, kind: 'function' },
  { label: '+/−', ariaLabel: 'Inverter sinal', key: { type: 'toggle-sign' }, kind: 'function' },
  { label: '%', ariaLabel: 'Porcentagem', key: { type: 'percent' }, kind: 'function' },
  op(4, 'Dividir'),
  d(7),
  d(8),
  d(9),
  op(3, 'Multiplicar'),
  d(4),
  d(5),
  d(6),
  op(2, 'Subtrair'),
  d(1),
  d(2),
  d(3),
  op(1, 'Somar'),
  { ...d(0), span: 2 },
  { label: ',', ariaLabel: 'Vírgula', key: { type: 'comma' }, kind: 'digit' },
  { label: '=', ariaLabel: 'Igual', key: { type: 'equals' }, kind: 'equals' },
];

/** Physical key → calculator key; undefined for keys the calculator ignores. */
export function keyFromKeyboard(key: string): BasicCalculatorKey | undefined {
  if (/^[0-9]$/.test(key)) return { type: 'digit', digit: Number(key) as 0 };
  switch (key) {
    case ',':
    case '.':
    case 'Decimal':
      return { type: 'comma' };
    case '+':
      return { type: 'operator', operator: 1 };
    case '-':
      return { type: 'operator', operator: 2 };
    case '*':
    case 'x':
    case 'X':
      return { type: 'operator', operator: 3 };
    case '/':
      return { type: 'operator', operator: 4 };
    case '%':
      return { type: 'percent' };
    case '=':
    case 'Enter':
      return { type: 'equals' };
    case 'Escape':
    case 'Delete':
    case 'c':
    case 'C':
      return { type: 'clear' };
    default:
      return undefined;
  }
}

const KIND_STYLE: Record<KeyDef['kind'], { bg: string; color: string }> = {
  digit: { bg: 'var(--mantine-color-white)', color: 'var(--mantine-color-dark-9)' },
  function: { bg: 'var(--mantine-color-gray-2)', color: 'var(--mantine-color-dark-9)' },
  operator: { bg: 'var(--mantine-color-vetor-0)', color: 'var(--mantine-color-vetor-9)' },
  equals: { bg: 'var(--mantine-color-vetor-8)', color: 'var(--mantine-color-white)' },
};

export function CalculatorBasicKeypad({ autoFocus = true }: { autoFocus?: boolean }) {
  const [state, press] = useReducer(
    (s: BasicCalculatorState, k: BasicCalculatorKey) => pressBasicCalculatorKey(s, k),
    initialBasicCalculatorState,
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = keyFromKeyboard(event.key);
    if (!key) return;
    // Enter on a focused key button must press that button, not "=".
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'BUTTON') return;
    event.preventDefault();
    press(key);
  };

  const pending = state.operator !== 0 && state.stored !== null ? OPERATOR_SYMBOL[state.operator] : '';

  return (
    <Box
      ref={ref}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      role="group"
      aria-label="Calculadora convencional"
      data-testid="basic-calculator"
      style={{ outline: 'none' }}
      maw={360}
      mx="auto"
    >
      <Paper withBorder radius="md" p="sm" mb="sm" bg="gray.0">
        <Text size="xs" c="gray.7" ta="right" h={18} aria-hidden="true">
          {pending}
        </Text>
        <Text
          ta="right"
          fw={700}
          fz={32}
          lh={1.2}
          role="status"
          aria-live="polite"
          aria-label={`Visor: ${state.display}`}
          data-testid="basic-calculator-display"
          style={{ overflowWrap: 'anywhere' }}
        >
          {state.display}
        </Text>
      </Paper>
      <SimpleGrid cols={4} spacing={8} verticalSpacing={8}>
        {KEYS.map((k) => (
          <UnstyledButton
            key={k.ariaLabel}
            aria-label={k.ariaLabel}
            onClick={() => press(k.key)}
            data-testid={`basic-key-${k.ariaLabel}`}
            style={{
              gridColumn: k.span ? `span ${k.span}` : undefined,
              background: KIND_STYLE[k.kind].bg,
              color: KIND_STYLE[k.kind].color,
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 10,
              height: 52,
              fontSize: 20,
              fontWeight: 600,
              textAlign: 'center',
            }}
          >
            {k.label}
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export default CalculatorBasicKeypad;

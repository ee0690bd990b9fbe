import { Box, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CalculatorResult, ResultColorClass } from '@vetor/domain/calculators/calculator.types';

// Renders every result form of docs/product/calculators-patients-prescriptions-management.md §3: text, multiple, array, class (text with a colour) and
// error. Colours are dark enough for WCAG AA on white (≥ 4.5:1) and never carry meaning alone:
// the class text says it too.

export const CLASS_COLORS: Record<ResultColorClass, string> = {
  success: '#1e6b30',
  warning: '#8a4500',
  danger: '#b02525',
  info: '#0f3f8f',
};

/** The formula that ran, with the user's numbers: a vet can check it and copy it to the record. */
export function Working({ text }: { text: string }) {
  return (
    <Box component="details" data-testid="result-working">
      <Text component="summary" size="sm" c="vetor.8" style={{ cursor: 'pointer' }}>
        Ver o cálculo
      </Text>
      <Text size="sm" mt={4} style={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Box>
  );
}

export function CalculatorResultView({ result }: { result: CalculatorResult }) {
  switch (result.type) {
    case 'text':
      return (
        <>
          <Text fw={700} fz={24} lh={1.3} data-testid="result-text">
            {result.text}
          </Text>
          {result.working && <Working text={result.working} />}
        </>
      );
    case 'multiple':
      return (
        <Stack gap="sm" component="dl" m={0} data-testid="result-multiple">
          {result.items.map((item) => (
            <Box key={`${item.description}|${item.value ?? item.values?.join('|')}`}>
              <Text component="dt" size="sm" c="gray.8">
                {item.description}
              </Text>
              {item.value !== undefined && (
                <Text component="dd" m={0} fw={700} size="lg">
                  {item.value}
                </Text>
              )}
              {item.values?.map((v) => (
                <Text component="dd" key={v} m={0} fw={600} size="sm">
                  {v}
                </Text>
              ))}
              {item.working && (
                <Box component="dd" m={0}>
                  <Working text={item.working} />
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      );
    case 'array':
      return (
        <List spacing={4} data-testid="result-array">
          {result.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      );
    case 'class': {
      const color = CLASS_COLORS[result.colorClass];
      return (
        <Box
          data-testid="result-class"
          data-color-class={result.colorClass}
          bg="white"
          p="sm"
          style={{ borderLeft: `6px solid ${color}`, borderRadius: 8 }}
        >
          <Text fw={700} fz={20} c={color}>
            {result.text}
          </Text>
          {result.details && result.details.length > 0 && (
            <List spacing={2} size="sm" mt={6}>
              {result.details.map((d) => (
                <List.Item key={d}>{d}</List.Item>
              ))}
            </List>
          )}
        </Box>
      );
    }
    case 'error':
      return (
        <Group
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          bg="white"
          p="sm"
          data-testid="result-error"
          style={{ borderLeft: `6px solid ${CLASS_COLORS.danger}`, borderRadius: 8 }}
        >
          <IconAlertTriangle size={20} color={CLASS_COLORS.danger} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fw={600} c={CLASS_COLORS.danger}>
            {result.description}
          </Text>
        </Group>
      );
  }
}

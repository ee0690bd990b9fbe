import { TextInput, type TextInputProps } from '@mantine/core';
import { TEMPLATE_LIMITS } from '@vetor/domain/prescriptions/prescription-templates.schemas';

/** A template's name, as saving and renaming ask it: at most 80 characters, the error cleared on typing. */
export function TemplateNameInput({
  value,
  onValue,
  ...props
}: Omit<TextInputProps, 'onChange' | 'maxLength'> & { value: string; onValue(value: string): void }) {
  return (
    <TextInput
      {...props}
      value={value}
      maxLength={TEMPLATE_LIMITS.nameMax}
      onChange={(e) => onValue(e.currentTarget.value)}
      data-autofocus
    />
  );
}

import { type ComboboxItem, type ComboboxParsedItem, isOptionsGroup, type OptionsFilter } from '@mantine/core';
import { foldText } from '@vetor/domain/platform/fold-text';

// Searchable selects that ignore accents and case ("vomito" finds "Vômito"), groups included.

export const accentInsensitiveFilter: OptionsFilter = ({ options, search }) => {
  const needle = foldText(search.trim());
  if (!needle) return options;
  const hit = (item: ComboboxItem) => foldText(item.label).includes(needle);
  const out: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (isOptionsGroup(option)) {
      const items = option.items.filter(hit);
      if (items.length) out.push({ group: option.group, items });
    } else if (hit(option)) out.push(option);
  }
  return out;
};

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS, filterOptions, type ListFilters } from '../list-filters';
import { makeEntry } from '../list-fixtures';
import { FilterDialog } from './filter-dialog';

const entries = [
  makeEntry({ id: 'a', name: 'Amoxicilina', systems: [5], classes: ['Penicilinas'] }),
  makeEntry({ id: 'b', name: 'Benazepril', systems: [4], classes: ['Inibidores da ECA'] }),
];

function renderDialog(value: ListFilters = EMPTY_FILTERS) {
  const onApply = vi.fn();
  render(
    <MantineProvider env="test">
      <FilterDialog
        opened
        onClose={() => {}}
        value={value}
        onApply={onApply}
        options={(b) => filterOptions(entries, b)}
      />
    </MantineProvider>,
  );
  return onApply;
}

describe('FilterDialog', () => {
  it('shows the same six tabs on every list, those the list cannot use disabled', () => {
    renderDialog();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Básicos',
      'Categorias',
      'Princípios Ativos',
      'Sistemas',
      'Classes',
      'Marcas',
    ]);
    expect(
      tabs
        .filter((t) => t.hasAttribute('disabled') || t.getAttribute('data-disabled') === 'true')
        .map((t) => t.textContent),
    ).toEqual(['Categorias', 'Princípios Ativos', 'Marcas']);
  });

  it('applies species and system choices with their count', () => {
    const onApply = renderDialog();
    fireEvent.click(screen.getByText('Gatos'));
    fireEvent.click(screen.getByRole('tab', { name: 'Sistemas' }));
    fireEvent.click(screen.getByText('Cardiovascular'));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar (2)' }));
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, animal: 1, systems: [4] });
  });

  it('clears everything with Limpar tudo', () => {
    const onApply = renderDialog({ ...EMPTY_FILTERS, animal: 0, classes: ['Penicilinas'] });
    fireEvent.click(screen.getByRole('button', { name: 'Limpar tudo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS);
  });
});

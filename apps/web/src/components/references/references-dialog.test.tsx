import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReferenceCard } from './reference-card';
import { referenceStore } from './reference-store';
import { dedupeReferences, validUrl } from './reference-utils';
import { ReferencesDialog } from './references-dialog';

const own = [
  { name: 'Plumb’s Veterinary Drug Handbook', year: 2023 },
  { name: 'plumb’s  veterinary drug handbook', year: 2018 },
  { name: 'BSAVA Formulary', year: 2020 },
];

function renderDialog(external: { name: string }[] = []) {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/drug']}>
        <Routes>
          <Route
            path="/drug"
            element={
              <ReferencesDialog
                opened
                onClose={() => {}}
                own={own}
                external={external}
                context={{ name: 'Enrofloxacino' }}
              />
            }
          />
          <Route path="/references" element={<p>card page</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('ReferencesDialog', () => {
  // The dialog's content loads when it first opens (lib/lazy-dialog.tsx): each test waits for it.
  it('removes duplicates by name and hides an empty external tab', async () => {
    renderDialog();
    expect(await screen.findAllByTestId('reference-row')).toHaveLength(2);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows both tabs when both have entries', async () => {
    renderDialog([{ name: 'Cetamina (conteúdo interno)' }]);
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Referências (2)', 'Externas (1)']);
  });

  it('records the reference with its context and opens /references', async () => {
    renderDialog();
    fireEvent.click(await screen.findByText('BSAVA Formulary'));
    expect(referenceStore.get()?.reference.name).toBe('BSAVA Formulary');
    expect(referenceStore.get()?.context.name).toBe('Enrofloxacino');
    expect(screen.getByText('card page')).toBeTruthy();
  });
});

describe('reference rules', () => {
  it('dedupes ignoring case, accents and spacing, keeping the first', () => {
    expect(dedupeReferences([{ name: 'Ácido' }, { name: 'acido ' }, { name: 'Base' }]).map((r) => r.name)).toEqual([
      'Ácido',
      'Base',
    ]);
  });

  it('accepts only http(s) URLs', () => {
    expect(validUrl('https://doi.org/10.1/x')).toBe('https://doi.org/10.1/x');
    expect(validUrl('doi:10.1/x')).toBeNull();
    expect(validUrl('javascript:alert(1)')).toBeNull();
    expect(validUrl('não é url')).toBeNull();
  });

  it('the card shows the pyramid for levels 1–5 and a link only when valid', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <ReferenceCard
            reference={{ name: 'ACVIM', levelNumber: 2, link: 'ftp://x' }}
            context={{ name: 'Pimobendan' }}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByTestId('evidence-pyramid').getAttribute('data-level')).toBe('2');
    expect(screen.queryByTestId('reference-link')).toBeNull();
  });
});

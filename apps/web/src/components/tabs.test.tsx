import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { value: 'info', label: 'Info' },
  { value: 'doses', label: 'Doses' },
  { value: 'products', label: 'Produtos' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('info');
  return (
    <Tabs tabs={TABS} value={tab} onChange={setTab} label="Partes">
      <p>painel {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows only the open panel, named by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Partes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Info' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Info' }).textContent).toBe('painel info');
    fireEvent.click(screen.getByRole('tab', { name: 'Produtos' }));
    expect(screen.getByRole('tabpanel', { name: 'Produtos' }).textContent).toBe('painel products');
  });

  it('moves with the arrows (wrapping), Home and End, and keeps only the open tab in the Tab order', () => {
    render(<Harness />);
    const info = screen.getByRole('tab', { name: 'Info' });
    info.focus();
    fireEvent.keyDown(info, { key: 'ArrowLeft' });
    const products = screen.getByRole('tab', { name: 'Produtos' });
    expect(products.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(products);
    fireEvent.keyDown(products, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Info' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(info, { key: 'End' });
    expect(products.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(products, { key: 'Home' });
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});

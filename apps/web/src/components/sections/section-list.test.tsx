import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { linkCrossRefs, parseParagraph } from './paragraph-parts';
import { carouselHeight } from './photo-carousel';
import { SectionList, type SectionNode } from './section-list';

const wrap = (ui: ReactNode) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );

const references = [
  { name: 'Plumb’s Veterinary Drug Handbook', year: 2023, levelNumber: 5 },
  { name: 'ACVIM consensus statement', year: 2019, levelNumber: 1, link: 'https://doi.org/10.1111/jvim.15488' },
];

const sections: SectionNode[] = [
  {
    style: 0,
    text: 'Diagnóstico',
    sections: [
      {
        style: 1,
        text: 'Exames',
        references: [0, 1],
        sections: [
          { style: 2, text: 'Hemograma' },
          { style: 3, text: 'Anemia arregenerativa' },
          { style: 4, text: 'Normocítica normocrômica' },
        ],
      },
      { style: 1, text: 'Achados recolhidos', collapse: true, sections: [{ style: 3, text: 'Conteúdo escondido' }] },
      {
        style: 5,
        table: { headers: ['Analito', 'Cão', 'Gato'], lines: [['Ureia', '21–60', '42–64']], caption: 'mg/dL' },
      },
      { style: 6, photos: [{ url: '/content/photos/a.svg', alt: 'Radiografia torácica' }] },
      { style: 7, paragraphs: ['Primeira linha', '---', '-> Conduta seguinte', 'Furosemida (+) torasemida', '(OUX)'] },
      { style: 8, text: 'Aula', video: 'https://www.youtube-nocookie.com/embed/abcdefgh' },
      { style: 8, text: 'Vídeo ruim', video: 'https://example.com/video.mp4' },
    ],
  },
];

describe('SectionList renders every style code', () => {
  it('0 macro title, 1 collapsible title with references, 2 item title, 3 bullet, 4 sub-item', () => {
    wrap(<SectionList sections={sections} references={references} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Diagnóstico' })).toBeTruthy();
    const title = screen.getByRole('button', { name: /Exames/ });
    expect(title.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Hemograma')).toBeTruthy();
    expect(screen.getByText('Anemia arregenerativa').closest('[data-style="3"]')).toBeTruthy();
    expect(screen.getByText('Normocítica normocrômica').closest('[data-style="4"]')).toBeTruthy();
    fireEvent.click(title);
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /Achados recolhidos/ }).getAttribute('aria-expanded')).toBe('false');
    // A section that starts closed renders its content on first opening, and keeps it after.
    expect(screen.queryByText('Conteúdo escondido')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Achados recolhidos/ }));
    expect(screen.getByText('Conteúdo escondido')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Achados recolhidos/ }));
    expect(screen.getByText('Conteúdo escondido')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver 2 referências' })).toBeTruthy();
  });

  it('5 table with headers, lines and caption inside a named region reachable by keyboard', () => {
    // The region's sideways scrolling is CSS (styles.css): e2e/content.spec.ts checks it on a phone.
    wrap(<SectionList sections={sections} />);
    const scroller = screen.getByRole('region', { name: 'Tabela: mg/dL' });
    expect(scroller.tabIndex).toBe(0);
    const table = within(scroller).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Analito', 'Cão', 'Gato']);
    expect(within(table).getByText('21–60')).toBeTruthy();
    expect(within(table).getByText('mg/dL')).toBeTruthy();
  });

  it('6 photo carousel opens a zoom dialog', async () => {
    wrap(<SectionList sections={sections} />);
    expect(['200px', '240px']).toContain(screen.getByTestId('photo-carousel').style.height);
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar foto: Radiografia torácica' }));
    expect(await screen.findByTestId('photo-zoom')).toBeTruthy();
    // The zoom dialog loads on first opening (lib/lazy-dialog.tsx); a click doubles the photo.
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar' }));
    expect(screen.getByRole('button', { name: 'Reduzir' })).toBeTruthy();
  });

  it('7 paragraph with divider, arrow and ou badges', () => {
    wrap(<SectionList sections={sections} />);
    expect(screen.getByText('Primeira linha')).toBeTruthy();
    expect(screen.getByTestId('paragraph-divider')).toBeTruthy();
    expect(screen.getByTestId('paragraph-arrow')).toBeTruthy();
    expect(screen.getByText('Conduta seguinte')).toBeTruthy();
    expect(screen.getAllByTestId('or-badge')).toHaveLength(2);
    expect(screen.queryByText(/\(\+\)|\(OUX\)/)).toBeNull();
  });

  it('8 video only from the player URL, in an iframe with a title', () => {
    const { container } = wrap(<SectionList sections={sections} />);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('title')).toBe('Aula');
    expect(screen.getByTestId('video-unavailable')).toBeTruthy();
  });
});

describe('helpers', () => {
  it('parses paragraph markers', () => {
    expect(parseParagraph('---')).toEqual({ kind: 'divider' });
    expect(parseParagraph('(+)')).toEqual({ kind: 'or' });
    expect(parseParagraph('-> A (OUX) B')).toEqual({
      kind: 'text',
      arrow: true,
      parts: [{ kind: 'text', text: 'A' }, { kind: 'or' }, { kind: 'text', text: 'B' }],
    });
  });

  it('carousel is 200 px high, 240 above 500 px, ads 100', () => {
    expect(carouselHeight(false)).toBe(200);
    expect(carouselHeight(true)).toBe(240);
    expect(carouselHeight(false, true)).toBe(100);
  });
});

describe('(OUX) and (+) inside bullets', () => {
  it('show as "ou" badges, not literal text', () => {
    wrap(
      <SectionList
        sections={[{ style: 3, text: 'Cefalotina 22 mg/kg IV a cada 8 h (OUX) ampicilina-sulbactam 22 mg/kg IV' }]}
      />,
    );
    expect(screen.queryByText(/\(OUX\)/)).toBeNull();
    expect(screen.getByTestId('or-badge').textContent).toBe('ou');
  });
});

describe('cross-references written in content text', () => {
  const resolve = (name: string) =>
    name.toLowerCase() === 'suporte ao paciente com parvovirose' ? '/item/suporte-na-parvovirose' : undefined;

  it('a quoted name of a real item becomes a link; other quotes stay text', () => {
    const line = parseParagraph(
      'Ver o tópico de tratamento "Suporte ao paciente com parvovirose" para doses e "outro".',
    );
    if (line.kind !== 'text') throw new Error('text line');
    expect(linkCrossRefs(line.parts, resolve)).toEqual([
      { kind: 'text', text: 'Ver o tópico de tratamento "' },
      { kind: 'link', text: 'Suporte ao paciente com parvovirose', path: '/item/suporte-na-parvovirose' },
      { kind: 'text', text: '" para doses e "outro".' },
    ]);
    expect(linkCrossRefs(line.parts, undefined)).toBe(line.parts);
  });
});

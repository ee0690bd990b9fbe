import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HighlightedSnippet } from '../../search/components/highlighted-snippet';
import { AiAnswer } from './ai-answer';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('AI answer and search snippets render text, never HTML', () => {
  it('renders markdown with in-app citation links and skips raw HTML', () => {
    renderInRouter(
      <AiAnswer
        markdown={
          '**Meloxicam** 0,05 mg/kg [\\[1\\]](/categories/1/drugs/meloxicam/doses/1)\n\n<img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(screen.getByText('Meloxicam').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '[1]' }).getAttribute('href')).toBe(
      '/categories/1/drugs/meloxicam/doses/1',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks matched words and keeps any other markup as text', () => {
    renderInRouter(<HighlightedSnippet snippet={'A <mark>insuficiência</mark> renal <b>x</b>'} />);
    expect(screen.getByText('insuficiência').tagName).toBe('MARK');
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByTestId('hit-snippet').textContent).toBe('A insuficiência renal <b>x</b>');
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AiAnswer } from './ai-answer';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('AI answer renders markdown, never raw HTML', () => {
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

  it('decodes named character references with the browser decoder, and leaves markup in them as text', () => {
    // The web build resolves decode-named-character-reference to its browser variant (vite.config.ts).
    renderInRouter(<AiAnswer markdown={'C&atilde;es &amp; gatos: dose &ge; 2 mg/kg; &lt;b&gt;'} />);
    expect(screen.getByText('Cães & gatos: dose ≥ 2 mg/kg; <b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });
});

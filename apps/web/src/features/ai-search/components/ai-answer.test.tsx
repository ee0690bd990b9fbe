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
});

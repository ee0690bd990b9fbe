import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedSnippet } from './highlighted-snippet';

describe('search snippet renders text, never HTML', () => {
  it('marks matched words and keeps any other markup as text', () => {
    render(
      <MantineProvider env="test">
        <HighlightedSnippet snippet={'A <mark>insuficiência</mark> renal <b>x</b>'} />
      </MantineProvider>,
    );
    expect(screen.getByText('insuficiência').tagName).toBe('MARK');
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByTestId('hit-snippet').textContent).toBe('A insuficiência renal <b>x</b>');
  });
});

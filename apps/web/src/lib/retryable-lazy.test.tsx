import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './retryable-lazy';

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>falhou</p> : this.props.children;
  }
}

function Hello({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

describe('retryableLazy', () => {
  it('fetches the piece again after a failed import, where React.lazy would stay failed', async () => {
    let online = false;
    const Piece = retryableLazy(() =>
      online ? Promise.resolve({ default: Hello }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const tree = (key: string) => (
      <Catch key={key}>
        <Suspense fallback={<p>carregando</p>}>
          <Piece name="Rex" />
        </Suspense>
      </Catch>
    );
    const view = render(tree('first'));
    expect(await screen.findByText('falhou')).toBeTruthy();
    // Back online, a new boundary renders the piece again, as the shell's does.
    online = true;
    view.rerender(tree('again'));
    expect(await screen.findByText('Olá, Rex')).toBeTruthy();
  });
});

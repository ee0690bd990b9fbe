import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy, retryFailedImports } from './retryable-lazy';

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
    let calls = 0;
    const Piece = retryableLazy(() => {
      calls += 1;
      return online ? Promise.resolve({ default: Hello }) : Promise.reject(new TypeError('Failed to fetch'));
    });
    const tree = (key: string) => (
      <Catch key={key}>
        <Suspense fallback={<p>carregando</p>}>
          <Piece name="Rex" />
        </Suspense>
      </Catch>
    );
    const view = render(tree('first'));
    expect(await screen.findByText('falhou')).toBeTruthy();
    // Offline, a failure is not retried on its own.
    view.rerender(tree('offline'));
    expect(await screen.findByText('falhou')).toBeTruthy();
    expect(calls).toBe(1);
    // Back online the shell lets failed pieces load again and renders them anew.
    online = true;
    retryFailedImports();
    view.rerender(tree('again'));
    expect(await screen.findByText('Olá, Rex')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../lib/alerts';
import { confirmStore, settleConfirm } from '../../../lib/dialogs';
import { signIn } from '../../../lib/session';
import { FavoriteStar } from './favorite-star';

const item = { id: 'enrofloxacino', name: 'Enrofloxacino', category: 1, type: 0 as const };

function mockFetch(initial: { id: string }[], post: () => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return post();
    return new Response(
      JSON.stringify({ favorites: initial.map((f) => ({ ...f, name: f.id, type: 0, category: 1, date: 1 })) }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <FavoriteStar item={item} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  signIn({ uid: 'u1', email: 'a@b.c' }, 'token', Date.now() + 3_600_000);
  alertStore.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('FavoriteStar', () => {
  it('adds an item and shows the success alert', async () => {
    const fetchMock = mockFetch(
      [],
      () => new Response(JSON.stringify({ favorites: [{ ...item, date: 1 }], lastOperation: 'add' })),
    );
    renderStar();
    const star = await screen.findByRole('button', { name: 'Adicionar aos favoritos' });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(alertStore.get()?.message).toBe('Adicionado aos favoritos.'));
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual(item);
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toBeTruthy();
  });

  it('asks before removing and removes on confirmation', async () => {
    const fetchMock = mockFetch(
      [{ id: 'enrofloxacino' }],
      () => new Response(JSON.stringify({ favorites: [], lastOperation: 'delete' })),
    );
    renderStar();
    const star = await screen.findByRole('button', { name: 'Remover dos favoritos' });
    fireEvent.click(star);
    await waitFor(() => expect(confirmStore.get()?.message).toBe('Deseja remover este item dos favoritos?'));
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
    settleConfirm(true);
    await waitFor(() => expect(alertStore.get()?.message).toBe('Removido dos favoritos.'));
  });

  it('at 100 favorites shows the limit message with a continue button and posts nothing', async () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: `x${i}` }));
    const fetchMock = mockFetch(many, () => new Response('{}'));
    renderStar();
    const star = await screen.findByRole('button', { name: 'Adicionar aos favoritos' });
    await waitFor(() => expect(star.hasAttribute('disabled')).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(confirmStore.get()?.confirmLabel).toBe('Continuar'));
    expect(confirmStore.get()?.message).toMatch(/limite de 100 favoritos/);
    expect(confirmStore.get()?.cancelLabel).toBeNull();
    settleConfirm(true);
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
  });
});

import './public.css';
import { type ReactNode, useEffect } from 'react';
import { Logo } from '../logo';

// The frame of the public pages (owner's handouts and prescription, pharmacy's validation): the
// brand, one main landmark and the states of its one read, in plain HTML (no UI library).

export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Vetor`;
  }, [title]);
  return (
    <div className="pub-root">
      <header className="pub-header">
        <Logo size={28} inverted />
      </header>
      <main className="pub-main">{children}</main>
    </div>
  );
}

export function PublicLoading() {
  return (
    <p role="status" className="pub-dim">
      Carregando…
    </p>
  );
}

export function PublicError({ text }: { text: string }) {
  return (
    <p role="alert" className="pub-error">
      {text}
    </p>
  );
}

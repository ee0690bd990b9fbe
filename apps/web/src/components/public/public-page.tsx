import './public.css';
import { type ReactNode, useEffect } from 'react';

// The frame of the public pages (owner's handouts and prescription, pharmacy's validation): the
// brand, one main landmark and the states of its one read, in plain HTML (no UI library, issue 14).

export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Vetor`;
  }, [title]);
  return (
    <div className="pub-root">
      <header className="pub-header">
        <span className="pub-brand">
          <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#0b2e59" />
            <g fill="#fff">
              <ellipse cx="22" cy="22" rx="5" ry="6.5" />
              <ellipse cx="42" cy="22" rx="5" ry="6.5" />
              <ellipse cx="13.5" cy="34" rx="4.5" ry="5.5" />
              <ellipse cx="50.5" cy="34" rx="4.5" ry="5.5" />
              <path d="M32 31c-8 0-14 9-14 15 0 5 4 7 8 6 3-.8 4.2-2 6-2s3 1.2 6 2c4 1 8-1 8-6 0-6-6-15-14-15z" />
            </g>
          </svg>
          Vetor
        </span>
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

import type { ComponentProps } from 'react';

/**
 * A square icon button with Mantine ActionIcon's look (size lg), as a plain element: it sits on the
 * first screen of content pages, where Mantine's component layer was most of the start-up script on
 * a phone. Give it an `aria-label`; `busy` shows a spinner in place of the icon.
 */
export function IconButton({
  variant = 'light',
  busy = false,
  className,
  children,
  ...props
}: ComponentProps<'button'> & { variant?: 'light' | 'subtle' | 'white'; busy?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled || busy}
      aria-busy={busy || undefined}
      className={`icon-button icon-button-${variant}${className ? ` ${className}` : ''}`}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : children}
    </button>
  );
}

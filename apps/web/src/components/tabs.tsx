import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs grown to the row's width, Mantine's default look, as plain elements (they are on a
 * drug's first screen). Only the open tab's panel is rendered. Keyboard as the WAI-ARIA tabs pattern:
 * arrows move and select (wrapping), Home and End go to the ends; only the open tab is in the Tab order.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  children,
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The open tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: T) => `${id}-tab-${v}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.value === value);
    const next = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onChange(target.value);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.value)}"]`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="tabs-list" ref={list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={tabId(t.value)}
            aria-selected={t.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={t.value === value ? 0 : -1}
            className="tabs-tab"
            onClick={() => onChange(t.value)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} className="tabs-panel">
        {children}
      </div>
    </div>
  );
}

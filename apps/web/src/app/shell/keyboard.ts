import { useEffect } from 'react';

// Desktop keyboard: "/" focuses the page's search box (or opens the search), and the
// arrow keys move between the rows of a list. Esc closing dialogs is Mantine's own behaviour.

const EDITABLE = 'input, textarea, select, [contenteditable="true"]';
const SEARCH = 'input[data-search-input]';
const LIST = '[data-arrow-list]';
const ROW = 'a[href], button:not([disabled])';

function rowsOf(list: Element): HTMLElement[] {
  // The first focusable element of each row: rows may carry a second button (remove, star).
  return Array.from(list.querySelectorAll('li'))
    .map((li) => li.querySelector<HTMLElement>(ROW))
    .filter((el): el is HTMLElement => el !== null);
}

export function moveInList(target: Element | null, key: string): boolean {
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
  const search = target?.matches?.(SEARCH) ? target : null;
  const list = search ? document.querySelector(LIST) : target?.closest?.(LIST);
  if (!list) return false;
  const rows = rowsOf(list);
  if (rows.length === 0) return false;
  const current = search ? -1 : rows.findIndex((r) => r === target || r.contains(target));
  const next = key === 'ArrowDown' ? current + 1 : current - 1;
  if (next < 0) {
    document.querySelector<HTMLElement>(SEARCH)?.focus();
    return true;
  }
  const row = rows[Math.min(next, rows.length - 1)];
  row?.focus();
  row?.scrollIntoView({ block: 'nearest' });
  return true;
}

export function useKeyboardShortcuts(openSearch: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (event.key === '/' && !target?.closest?.(EDITABLE)) {
        event.preventDefault();
        const box = document.querySelector<HTMLInputElement>(SEARCH);
        if (box) box.focus();
        else openSearch();
        return;
      }
      if (moveInList(target, event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openSearch]);
}

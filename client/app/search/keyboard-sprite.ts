/**
 * 键盘精灵, as Chinese trading software does: typing a digit or letter anywhere on the page
 * (outside inputs and dialogs, without Ctrl/⌘/Alt) opens the search with that character.
 */
import { useEffect } from 'react';

/** True when a key press should start a search from outside any input. */
export function startsSearch(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>, target: EventTarget | null): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return false;
  if (!/^[0-9A-Za-z]$/.test(e.key)) return false;
  if (target instanceof HTMLElement) {
    if (target.isContentEditable) return false;
    if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return false;
  }
  return !document.querySelector('[aria-modal="true"]');
}

/** Listens on the document and calls `open(char)` for search-starting key presses. */
export function useKeyboardSprite(open: (char: string) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!startsSearch(e, e.target)) return;
      e.preventDefault();
      open(e.key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}

/**
 * A real link (`<a href>`) that navigates inside the app on a plain left click, and leaves every
 * other click (middle, Ctrl/⌘/Shift, "open in new tab", screen readers) to the browser.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigateTo } from '../core/navigation';

/** Props of {@link AppLink}: an anchor's, with `href` required. */
export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Open in a new window (e.g. the stock page, spec §2); external links always do. */
  newWindow?: boolean;
}

/** True for clicks the browser should handle itself. */
export function isModifiedClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/** See the module comment. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, newWindow, onClick, target, rel, ...rest }, ref) {
  const external = /^[a-z]+:/i.test(href);
  const blank = newWindow || external || target === '_blank';
  return (
    <a
      ref={ref}
      href={href}
      target={blank ? '_blank' : target}
      rel={blank ? (rel ?? 'noopener noreferrer') : rel}
      onClick={(e) => {
        onClick?.(e);
        if (blank || isModifiedClick(e)) return;
        e.preventDefault();
        navigateTo(href);
      }}
      {...rest}
    />
  );
});

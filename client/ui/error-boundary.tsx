/**
 * Catches render errors (including a lazy chunk that failed to load, e.g. while offline) so one
 * broken part never blanks the whole app; renders `fallback` instead.
 */
import { Component, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** What to show after an error (null = nothing). */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
}

/** See the module comment. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown error') };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error) : fallback;
  }
}

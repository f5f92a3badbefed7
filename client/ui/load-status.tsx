/**
 * The honest status of a loadable panel: 加载中… while nothing is shown yet, the error when nothing
 * could be loaded, an empty text when the answer is empty, 「数据准备中（…%）」 while the upstream
 * is still building it (the load retries by itself). Renders nothing once there is data.
 */
import type { Loadable } from '../core/loadable';
import { StatusLine } from './panel-styles';

/** Props of {@link LoadStatus}. */
export interface LoadStatusProps<T> {
  value: Loadable<T>;
  /** True when the data is there but empty. */
  empty?(data: T): boolean;
  emptyText?: string;
}

/** See the module comment. */
export function LoadStatus<T>({ value, empty, emptyText = '暂无数据' }: LoadStatusProps<T>) {
  if (value.data === null) {
    if (value.status === 'error')
      return (
        <StatusLine $error role="alert">
          {value.error ?? '加载失败'}
        </StatusLine>
      );
    return <StatusLine role="status">{value.status === 'loading' && value.preparing ? value.preparing : '加载中…'}</StatusLine>;
  }
  if (empty?.(value.data)) return <StatusLine>{emptyText}</StatusLine>;
  return null;
}

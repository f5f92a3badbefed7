/**
 * The boot frame (client/index.html) is what a visitor sees until the first render replaces it.
 * When the app's code cannot arrive, it says so instead of loading forever.
 */

/** Shown in place of the boot frame's text when the app's code could not be loaded. */
export const APP_LOAD_FAILED_MESSAGE = '页面加载失败，请检查网络后刷新重试';

/** Replaces the boot frame's 「行情加载中…」 with {@link APP_LOAD_FAILED_MESSAGE} and ends its busy state. */
export function showLoadFailure(container: HTMLElement): void {
  const text = container.querySelector('.zg-boot-text');
  if (text) text.textContent = APP_LOAD_FAILED_MESSAGE;
  container.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
}

/**
 * Page components by page name: each a React.lazy over its module's on-demand load
 * (page-loaders.ts), so a page boot already started loading renders without a second fetch.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../../contracts/routes';
import { PAGE_NAMES, loadPage } from './page-loaders';

/** Page component by page name. */
export const PAGES: Readonly<Record<PageName, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  PAGE_NAMES.map((page) => [page, lazy(() => loadPage(page))]),
) as Record<PageName, LazyExoticComponent<ComponentType>>;

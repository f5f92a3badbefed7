/**
 * What a page knows about its slot in the shell: its route and whether it is the visible page
 * (cached pages stay mounted while hidden; their effects are paused by React's Activity).
 */
import { createContext, useContext } from 'react';
import { ROUTES, type RouteDef } from '../../contracts/routes';

/** A page's slot. */
export interface PageSlot {
  route: RouteDef;
  active: boolean;
}

/** Provided by the page outlet around every page. */
export const PageContext = createContext<PageSlot>({ route: ROUTES[0]!, active: true });

/** The route definition of the page rendering this component (title, flags). */
export function usePageRoute(): RouteDef {
  return useContext(PageContext).route;
}

/** True while this page is the visible one. */
export function usePageActive(): boolean {
  return useContext(PageContext).active;
}

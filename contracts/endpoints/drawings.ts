/**
 * Drawings endpoints (issue 31 画线): a signed-in user's drawings of one security, read and replaced
 * as a whole. Drawings are per user and code and shared by every period and 复权 mode (see
 * contracts/drawings.ts for the anchors). Anonymous users keep theirs in localStorage instead.
 *
 * Errors: 400 naming the bad field (unknown or malformed code, a drawing breaking the rules), 409 over
 * {@link DRAWING_LIMITS.maxPerCode} drawings of a code or {@link DRAWING_LIMITS.maxCodesPerUser} codes.
 */
import type { Drawing } from '../drawings';
import { endpoint, type None } from './define';
import type { DrawingsQuery, DrawingsSaveBody } from './schemas/drawings';

export type { DrawingsQuery, DrawingsSaveBody } from './schemas/drawings';

/** Answer of `list` and `save`: the stored drawings of the code, oldest first. */
export interface DrawingsAnswer {
  code: string;
  drawings: Drawing[];
  /** When they were last saved, epoch ms; null when never. */
  updatedAt: number | null;
}

/** Drawings endpoints, signed-in only. */
export const drawingsEndpoints = {
  drawingsList: endpoint<DrawingsQuery, never, DrawingsAnswer>('GET', '/api/v2/drawings/list', 'required'),
  drawingsSave: endpoint<None, DrawingsSaveBody, DrawingsAnswer>('POST', '/api/v2/drawings/save', 'required'),
} as const;

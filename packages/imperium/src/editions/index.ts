import type { ContentSet, Edition, EditionId } from '../edition.ts';
import { BASE_EDITION } from './base.ts';
import { UPRISING_EDITION } from './uprising/edition.ts';

/**
 * Looked up when asked, not when this module loads: an edition's rule modules use `contentOf`, so the editions and
 * this registry import each other.
 */
export const EDITIONS: Readonly<Record<EditionId, Edition>> = {
  get base() {
    return BASE_EDITION;
  },
  get uprising() {
    return UPRISING_EDITION;
  },
};

/** The state's (or view's) edition: one naming none is the 2020 game (`EngineState.edition`). */
export function editionOf(state: { readonly edition?: EditionId }): Edition {
  return EDITIONS[state.edition ?? 'base'];
}

/** The content of the state's edition. */
export function contentOf(state: { readonly edition?: EditionId }): ContentSet {
  return editionOf(state).content;
}

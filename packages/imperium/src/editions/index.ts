import type { ContentSet, Edition, EditionId } from '../edition.ts';
import type { ImperiumState } from '../state.ts';
import { BASE_EDITION } from './base.ts';

export const EDITIONS: Readonly<Record<EditionId, Edition>> = { base: BASE_EDITION };

export function editionOf(state: Pick<ImperiumState, 'edition'>): Edition {
  return EDITIONS[state.edition];
}

/** The content of the state's edition. */
export function contentOf(state: Pick<ImperiumState, 'edition'>): ContentSet {
  return EDITIONS[state.edition].content;
}

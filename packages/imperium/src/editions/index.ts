import type { ContentSet, Edition, EditionId } from '../edition.ts';
import { BASE_EDITION } from './base.ts';
import { UPRISING_EDITION } from './uprising/edition.ts';
import { UPRISING_SIX_EDITION } from './uprising/six/edition.ts';

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
  get uprisingSix() {
    return UPRISING_SIX_EDITION;
  },
};

/** The state's (or view's) edition: one naming none is the 2020 game (`EngineState.edition`). */
export function editionOf(state: { readonly edition?: EditionId }): Edition {
  // A step asks the same state many times; `state.edition` is read from states and views of several shapes.
  if (state === lastAsked) return lastEdition!;
  const id = state.edition ?? 'base';
  lastAsked = state;
  // A process plays one edition at a time, mostly: the last one answers without hashing its id.
  if (id === lastId) return lastEdition!;
  let edition = resolved.get(id);
  if (!edition) resolved.set(id, (edition = EDITIONS[id]));
  lastId = id;
  lastEdition = edition;
  return edition;
}

let lastAsked: object | null = null;
let lastId: EditionId | undefined;
let lastEdition: Edition | undefined;

/** The editions once looked up: `EDITIONS[id]` calls a getter through a megamorphic read, and this runs very often. */
const resolved = new Map<EditionId, Edition>();

/** The content of the state's edition. */
export function contentOf(state: { readonly edition?: EditionId }): ContentSet {
  return editionOf(state).content;
}

import type { DuneView, Faction } from '@arrakis/dune';
import { useEffect, useMemo, useRef } from 'react';

/** A point on the board, in the SVG's own units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How long a move takes on screen (UX.md "What just happened": brief, off with reduced motion). */
export const SLIDE_MS = 450;

/** `faction@territory:sector`: one stack of tokens on the map. */
export function stackKey(faction: string, territory: string, sector: number): string {
  return `${faction}@${territory}:${sector}`;
}

function stacks(view: DuneView): Map<string, number> {
  const out = new Map<string, number>();
  for (const [territory, state] of Object.entries(view.board))
    for (const [faction, bySector] of Object.entries(state?.forces ?? {}))
      for (const [sector, count] of Object.entries(bySector ?? {}))
        if (count) out.set(stackKey(faction, territory, Number(sector)), count);
  return out;
}

/**
 * Where the tokens that arrived somewhere came from: a stack of the same faction that shrank (a move, a cross-ship,
 * a worm ride), else the faction's reserves, drawn at its seat's place at the rim (a shipment, a placement). Tokens
 * that only left (losses) go nowhere.
 */
export function slideOrigins(
  before: DuneView,
  after: DuneView,
  place: (territory: string, sector: number) => Point | null,
  reserves: (faction: Faction) => Point | null,
): Map<string, Point> {
  const was = stacks(before);
  const now = stacks(after);
  const left = new Map<string, { key: string; n: number }>();
  for (const [key, n] of was) {
    const lost = n - (now.get(key) ?? 0);
    const faction = key.split('@')[0]!;
    if (lost > 0 && lost > (left.get(faction)?.n ?? 0)) left.set(faction, { key, n: lost });
  }
  const origins = new Map<string, Point>();
  for (const [key, n] of now) {
    if (n <= (was.get(key) ?? 0)) continue;
    const faction = key.split('@')[0]! as Faction;
    const from = left.get(faction)?.key;
    const origin = from ? placeOf(from, place) : reserves(faction);
    if (origin) origins.set(key, origin);
  }
  return origins;
}

function placeOf(key: string, place: (territory: string, sector: number) => Point | null): Point | null {
  const [territory, sector] = key.split('@')[1]!.split(':');
  return place(territory!, Number(sector));
}

/** The origins of this update's arrivals, against the view shown before it. */
export function useSlideOrigins(
  view: DuneView,
  place: (territory: string, sector: number) => Point | null,
  reserves: (faction: Faction) => Point | null,
): Map<string, Point> {
  const previous = useRef<DuneView | null>(null);
  const origins = useMemo(
    () => (previous.current ? slideOrigins(previous.current, view, place, reserves) : new Map<string, Point>()),
    [view],
  );
  useEffect(() => {
    previous.current = view;
  }, [view]);
  return origins;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Slides `element` from `offset` (in its parent's units) to where it stands, once; nothing with reduced motion.
 * The element carries its origin in `data-slide-from` so that what is seen can be checked.
 */
export function slide(element: Element, offset: Point): void {
  if (reducedMotion() || (offset.x === 0 && offset.y === 0)) return;
  element.setAttribute('data-slide-from', `${offset.x.toFixed(1)},${offset.y.toFixed(1)}`);
  element.animate([{ transform: `translate(${offset.x}px, ${offset.y}px)` }, { transform: 'translate(0px, 0px)' }], {
    duration: SLIDE_MS,
    easing: 'ease-in-out',
  });
}

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { slide, type Point } from '../game/board/slide.ts';

type Agents = Readonly<Partial<Record<string, readonly number[]>>>;

/** The middle of an element on screen, in the board's own units. */
function centreIn(svg: SVGSVGElement, element: Element | null): Point | null {
  const box = element?.getBoundingClientRect();
  const matrix = svg.getScreenCTM()?.inverse();
  if (!box || !matrix || (box.width === 0 && box.height === 0)) return null;
  const p = new DOMPoint(box.left + box.width / 2, box.top + box.height / 2).matrixTransform(matrix);
  return { x: p.x, y: p.y };
}

/** A point kept inside the board, so that a token coming from off the board enters at its nearest edge. */
function onBoard(svg: SVGSVGElement, p: Point): Point {
  const box = svg.viewBox.baseVal;
  const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));
  return { x: clamp(p.x, box.x + 10, box.x + box.width - 10), y: clamp(p.y, box.y + 10, box.y + box.height - 10) };
}

function counts(list: readonly number[] | undefined): Map<number, number> {
  const out = new Map<number, number>();
  for (const seat of list ?? []) out.set(seat, (out.get(seat) ?? 0) + 1);
  return out;
}

/**
 * Agents sent this update slide to their space (rules 002 "Tour Agent"): from the space they left (an Agent moved),
 * else from their seat's own board beside the map (`seatPanel`), else from the board's lower edge. Before the
 * first paint, once; nothing with reduced motion.
 */
export function useAgentSlides(
  svg: RefObject<SVGSVGElement | null>,
  agents: Agents,
  seatPanel: (seat: number) => Element | null,
): void {
  const previous = useRef<Agents | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = agents;
    const root = svg.current;
    if (!before || !root) return;
    const left = new Map<number, string>();
    for (const [space, list] of Object.entries(before)) {
      const now = counts(agents[space]);
      for (const [seat, n] of counts(list)) if (n > (now.get(seat) ?? 0)) left.set(seat, space);
    }
    for (const [space, list] of Object.entries(agents)) {
      const was = counts(before[space]);
      for (const [seat, n] of counts(list)) {
        const added = n - (was.get(seat) ?? 0);
        if (added <= 0) continue;
        const discs = [
          ...root.querySelectorAll(`[data-testid="space-${space}"] [data-testid=agent][data-seat="${seat}"]`),
        ].slice(-added);
        const from = left.get(seat);
        const origin = from
          ? centreIn(root, root.querySelector(`[data-testid="space-${from}"]`))
          : centreIn(root, seatPanel(seat));
        const box = root.viewBox.baseVal;
        const start = onBoard(root, origin ?? { x: box.x + box.width / 2, y: box.y + box.height });
        for (const disc of discs) {
          const token = disc.parentElement;
          const at = centreIn(root, disc);
          if (token && at) slide(token, { x: start.x - at.x, y: start.y - at.y });
        }
      }
    }
  }, [agents]);
}

/** Where a seat's own board is on the screen (ImperiumScreen): this seat's panel, or the others' list. */
export function seatPanel(me: number | null): (seat: number) => Element | null {
  return (seat) => document.querySelector(seat === me ? '[data-testid=my-panel]' : `[data-testid="player-${seat}"]`);
}

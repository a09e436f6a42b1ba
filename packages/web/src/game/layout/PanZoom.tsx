import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const MIN = 1;
const MAX = 4;
const STEP = 1.5;
/** A drag shorter than this (CSS px) is a tap: it reaches the board as a click. */
const TAP_SLOP = 8;

interface ViewBox {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

const IDENTITY: ViewBox = { scale: 1, x: 0, y: 0 };

/** Keeps the content covering the frame: no empty margin shows when zoomed in. */
function clamp(v: ViewBox, width: number, height: number): ViewBox {
  const scale = Math.min(MAX, Math.max(MIN, v.scale));
  return {
    scale,
    x: Math.min(0, Math.max(width - width * scale, v.x)),
    y: Math.min(0, Math.max(height - height * scale, v.y)),
  };
}

/** Zooms by `factor` about the point (px, py) of the frame. */
function zoomAbout(v: ViewBox, factor: number, px: number, py: number): ViewBox {
  const scale = Math.min(MAX, Math.max(MIN, v.scale * factor));
  const k = scale / v.scale;
  return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
}

/**
 * A board that pans and zooms (UX.md, phone layout): pinch or the +/− buttons zoom, a drag pans once zoomed, a tap
 * stays a click on what is under it. At scale 1 a vertical swipe scrolls the page as usual.
 */
export function PanZoom({
  children,
  controls = 'top',
}: {
  children: ReactNode;
  /** Where the +/− buttons sit over the board: in a corner the board leaves empty. */
  controls?: 'top' | 'bottom';
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ViewBox>(IDENTITY);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start: ViewBox; distance: number; moved: boolean; origin: { x: number; y: number } } | null>(
    null,
  );
  const suppressClick = useRef(false);

  const size = () => {
    const box = frame.current?.getBoundingClientRect();
    return { left: box?.left ?? 0, top: box?.top ?? 0, width: box?.width ?? 1, height: box?.height ?? 1 };
  };
  const apply = (next: ViewBox) => {
    const { width, height } = size();
    setView(clamp(next, width, height));
  };
  const zoomCentre = (factor: number) => {
    const { width, height } = size();
    apply(zoomAbout(view, factor, width / 2, height / 2));
  };

  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return { distance: 0, x: a?.x ?? 0, y: a?.y ?? 0 };
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  const begin = () => {
    const s = spread();
    gesture.current = { start: view, distance: s.distance, moved: false, origin: { x: s.x, y: s.y } };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    suppressClick.current = false;
    begin();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    const s = spread();
    const dx = s.x - g.origin.x;
    const dy = s.y - g.origin.y;
    if (!g.moved && Math.hypot(dx, dy) < TAP_SLOP && pointers.current.size < 2) return;
    if (!g.moved) {
      g.moved = true;
      frame.current?.setPointerCapture(event.pointerId);
    }
    suppressClick.current = true;
    const { left, top } = size();
    if (pointers.current.size >= 2 && g.distance > 0) {
      const zoomed = zoomAbout(g.start, s.distance / g.distance, g.origin.x - left, g.origin.y - top);
      apply({ ...zoomed, x: zoomed.x + dx, y: zoomed.y + dy });
    } else if (g.start.scale > 1) {
      apply({ ...g.start, x: g.start.x + dx, y: g.start.y + dy });
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    // The remaining finger of a pinch goes on panning from where the view is now.
    if (pointers.current.size > 0) begin();
    else gesture.current = null;
  };

  const zoomed = view.scale > 1;
  return (
    <div
      className={`pan-zoom controls-${controls} ${zoomed ? 'zoomed' : ''}`}
      data-testid="pan-zoom"
      data-scale={view.scale}
    >
      <div
        ref={frame}
        className="pan-zoom-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.stopPropagation();
          event.preventDefault();
        }}
      >
        <div
          className="pan-zoom-content"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {children}
        </div>
      </div>
      <div className="pan-zoom-buttons">
        <button onClick={() => zoomCentre(STEP)} disabled={view.scale >= MAX} aria-label={t('results.zoomIn')}>
          +
        </button>
        <button onClick={() => zoomCentre(1 / STEP)} disabled={!zoomed} aria-label={t('results.zoomOut')}>
          −
        </button>
        <button onClick={() => setView(IDENTITY)} disabled={!zoomed} aria-label={t('results.zoomReset')}>
          ⟲
        </button>
      </div>
    </div>
  );
}

import type { ReactNode, SVGProps } from 'react';
import { textOn } from '../game/FactionBadge.tsx';
import { seatColour } from './content.ts';

/** The seat's number, written in each of its tokens so that no token is told apart by its colour alone. */
export function seatMark(seat: number): string {
  return String(seat + 1);
}

type DiscProps = Omit<SVGProps<SVGCircleElement>, 'children'> & {
  readonly seat: number;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  /** A `<title>`, shown on hover and read by screen readers. */
  readonly children?: ReactNode;
};

/** A seat's token on the board: its colour and its number. */
export function SeatDisc({ seat, cx, cy, r, children, ...circle }: DiscProps) {
  const colour = seatColour(seat);
  return (
    <g data-seat-mark={seatMark(seat)}>
      <circle cx={cx} cy={cy} r={r} fill={colour} stroke="#000" strokeWidth={1} {...circle} />
      <text
        x={cx}
        y={cy}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={r * 1.35}
        fontWeight={700}
        fill={textOn(colour)}
        pointerEvents="none"
        aria-hidden="true"
      >
        {seatMark(seat)}
      </text>
      {children}
    </g>
  );
}

/** The same token in running text (players' list, scores). */
export function SeatDot({ seat }: { readonly seat: number }) {
  const colour = seatColour(seat);
  return (
    <span className="imp-dot" style={{ background: colour, color: textOn(colour) }} aria-hidden="true">
      {seatMark(seat)}
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import { CardView, IntrigueView } from './CardView.tsx';
import { WhyNot, type CardTry } from './cardReasons.tsx';
import type { ImpNames } from './content.ts';

/**
 * Cards as a horizontal strip of real cards (UX.md, phone: "hand as a horizontal strip of cards"); a tap enlarges a
 * card so its text can be read at any size, with no hover.
 */
export function HandStrip({
  cards,
  names,
  intrigue = false,
  testId,
  tryCard = null,
}: {
  cards: readonly string[];
  names: ImpNames;
  intrigue?: boolean;
  testId: string;
  /** The cards the seat may not use now tell why (issue 21). */
  tryCard?: CardTry | null;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open !== null && !el.open) el.showModal();
    if (open === null && el.open) el.close();
  }, [open]);
  const face = (id: string) => (intrigue ? <IntrigueView id={id} names={names} /> : <CardView id={id} names={names} />);
  return (
    <>
      <div className="hand-strip imp-cards" data-testid={testId}>
        {cards.map((id, i) => (
          <div key={`${id}-${i}`} className="strip-slot">
            <button
              className="strip-card"
              onClick={() => setOpen(id)}
              aria-haspopup="dialog"
              title={names.t('results.enlargeCard', { card: intrigue ? names.intrigue(id) : names.card(id) })}
            >
              {face(id)}
            </button>
            <WhyNot tryCard={tryCard} card={id} label={intrigue ? names.intrigue(id) : names.card(id)} />
          </div>
        ))}
      </div>
      {/* In the page only while a card is enlarged: a closed zoom is not a second "card-zoom" beside the prompt's. */}
      {open !== null && (
        <dialog ref={dialog} className="card-zoom" onClose={() => setOpen(null)} data-testid="card-zoom">
          {face(open)}
          <button onClick={() => setOpen(null)}>{names.t('ui.close')}</button>
        </dialog>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReasons, type ReasonTargetProps } from '../explain/reasons.tsx';
import type { ContentSet } from '@arrakis/imperium';
import type { TableAction, TableView } from './content.ts';
import { decisionFrame } from './content.ts';

/**
 * The action that would use a card now, when the seat may not (to ask the game why: issue 21); null when the card may
 * be used, or when nothing is asked of it now.
 */
export type CardTry = (card: string) => TableAction | null;

/** The cards of the seat's decision it may not use: the Imperium row's and its Intrigues' (rules 002, 004). */
export interface CardTries {
  /** rules 002 ACQUÉRIR DES CARTES (004 "Offre Imperium"): a row card the seat cannot acquire in its Reveal turn. */
  readonly row: CardTry | null;
  /** rules 002 CARTES INTRIGUE: an Intrigue the seat may not play at this decision. */
  readonly intrigue: CardTry | null;
  /** rules 002 TOUR D'AGENT: a card of the hand the seat may not play for an Agent now. */
  readonly hand: CardTry | null;
}

/**
 * The decisions at which an Intrigue may be played, whose refusal the game words by the card's rule (rules 002
 * CARTES INTRIGUE: Plot on one's turns, Combat in the Conflict, Endgame at the end); at the others an Intrigue is no
 * answer at all.
 */
const INTRIGUE_DECISIONS: ReadonlySet<string> = new Set([
  'turn',
  'effectOrder',
  'acquire',
  'endAgentTurn',
  'combatIntrigue',
  'conflictWon',
  'endgameIntrigue',
]);

/**
 * What the seat's legal actions leave out: while it acquires (its Reveal turn, the acquisitions' decision), the row
 * cards not listed; while it may send an Agent, the cards of its hand no Agent goes with; at a decision where
 * Intrigues are played, its Intrigues not listed. Nothing while it waits for others.
 */
export function cardTries(
  view: TableView,
  me: number | null,
  actions: readonly TableAction[],
  content: ContentSet,
): CardTries {
  if (me === null || actions.length === 0) return { row: null, intrigue: null, hand: null };
  const agents = new Set(actions.flatMap((a) => (a.type === 'sendAgent' ? [a.card] : [])));
  const buyable = new Set(actions.flatMap((a) => (a.type === 'acquire' && a.from === 'row' ? [a.card] : [])));
  const playable = new Set(actions.flatMap((a) => (a.type === 'playIntrigue' ? [a.card] : [])));
  const decision = decisionFrame(view)?.kind;
  const acquiring =
    view.turn?.kind === 'reveal' && view.turn.seat === me && (decision === 'acquire' || decision === 'effectOrder');
  return {
    row: acquiring ? (card) => (buyable.has(card) ? null : { type: 'acquire', card, from: 'row', toTop: false }) : null,
    intrigue:
      decision !== undefined && INTRIGUE_DECISIONS.has(decision)
        ? (card) => (playable.has(card) ? null : { type: 'playIntrigue', card })
        : null,
    hand:
      agents.size > 0
        ? (card) => (agents.has(card) ? null : { type: 'sendAgent', card, space: spaceFor(content, card), from: null })
        : null,
  };
}

/**
 * The space a card's Agent would go to, to ask why it cannot: the first its icons reach (the reason is then that
 * space's rule), or the first of the board for a card without Agent icons (its reason comes before a space is chosen).
 */
function spaceFor(content: ContentSet, card: string): ContentSet['spaceIds'][number] {
  const icons: readonly string[] = content.playerCards[card]?.agentIcons ?? [];
  const reached = content.spaceIds.find((id) => icons.includes(content.spaces[id]!.icon));
  return reached ?? content.spaceIds[0]!;
}

type Pinnable = ReasonTargetProps & { onClick(event: { currentTarget: Element }): void };

/** The props that make an unavailable card tell why (hover, focus, long-press; a click pins it), or null. */
export function useCardReason(tryCard: CardTry | null | undefined, card: string): Pinnable | null {
  const reasons = useReasons();
  const action = tryCard && reasons ? tryCard(card) : null;
  if (action === null || !reasons) return null;
  const target = reasons.target(action);
  return target && { ...target, onClick: (event) => reasons.pin(action, event.currentTarget) };
}

/** An HTML card (the row panel's) that tells why it cannot be used now; itself when it can. */
export function ReasonCard({
  tryCard,
  card,
  children,
}: {
  tryCard: CardTry | null | undefined;
  card: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const reason = useCardReason(tryCard, card);
  if (!reason) return <>{children}</>;
  return (
    <div className="card-unavailable" data-testid="unavailable-card" data-card={card} {...reason}>
      {children}
      <span className="sr-only"> ({t('explain.unavailable')})</span>
    </div>
  );
}

/** Under a card of a strip (a hand, the Intrigues): "unavailable", telling why on hover, focus, long-press and tap. */
export function WhyNot({ tryCard, card, label }: { tryCard: CardTry | null | undefined; card: string; label: string }) {
  const { t } = useTranslation();
  const reason = useCardReason(tryCard, card);
  if (!reason) return null;
  return (
    <span className="why-not" data-testid="why-not" data-card={card} {...reason}>
      ⊘ {t('explain.unavailable')}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}

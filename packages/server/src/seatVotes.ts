import { ruleError, type RuleError } from '@arrakis/engine';
import type { SeatVoteProposal } from './protocol.ts';
import type { StoredSeat } from './storage/matchStore.ts';
import { isPlayedByPerson } from './timers.ts';

/**
 * The table's votes on a seat (issue 18): the other persons may hand it to a bot or open it to a new person. A
 * proposal passes with a strict majority of the other persons; votes live with the room (a restart forgets them).
 */
export class SeatVotes {
  /** `seat:proposal` → the seats that voted for it. */
  private readonly votes = new Map<string, Set<number>>();

  /**
   * Records `voter`'s vote; answers the tally, whether it passed (the votes on that seat are then cleared), or the
   * refusal.
   */
  vote(
    seats: readonly StoredSeat[],
    voter: number,
    seat: number,
    proposal: SeatVoteProposal,
    agree: boolean,
  ): { votes: number; needed: number; passed: boolean } | RuleError {
    if (voter === seat) return ruleError('voteOwnSeat', { seat });
    const target = seats[seat];
    if (!target || target.kind !== 'human' || target.resigned || target.open === true || target.standIn !== undefined)
      return ruleError('voteSeatNotPlayed', { seat });
    if (!isPlayedByPerson(seats[voter])) return ruleError('voteNotAPerson', { seat: voter });
    const voters = seats.flatMap((s, i) => (i !== seat && isPlayedByPerson(s) ? [i] : []));
    const needed = Math.floor(voters.length / 2) + 1;
    const key = `${seat}:${proposal}`;
    const yes = this.votes.get(key) ?? new Set<number>();
    if (agree) yes.add(voter);
    else yes.delete(voter);
    this.votes.set(key, yes);
    // Only the votes of those who are still persons at the table count.
    const votes = [...yes].filter((v) => voters.includes(v)).length;
    const passed = votes >= needed;
    if (passed) this.forget(seat);
    return { votes, needed, passed };
  }

  forget(seat: number): void {
    for (const key of [...this.votes.keys()]) if (key.startsWith(`${seat}:`)) this.votes.delete(key);
  }
}

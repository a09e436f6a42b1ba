import { ruleError, type RuleError } from '@arrakis/engine';
import type { Kysely } from 'kysely';
import type { SeatVoteProposal } from './protocol.ts';
import type { StoredSeat } from './storage/matchStore.ts';
import type { DatabaseSchema } from './storage/schema.ts';
import { isPlayedByPerson } from './timers.ts';

export interface SeatVoteTally {
  readonly votes: number;
  readonly needed: number;
  /** The vote passed here: this instance hands the seat over (the votes on the seat are then cleared). */
  readonly passed: boolean;
}

/**
 * The table's votes on a seat (issue 18): the other persons may hand it to a bot or open it to a new person. A
 * proposal passes with a strict majority of the other persons. The votes are kept in the database (issue 23), so
 * that a vote given on one instance counts on every other and survives a restart.
 */
export class SeatVotes {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly matchId: string,
  ) {}

  /**
   * Records `voter`'s vote; answers the tally, whether it passed (the votes on that seat are then cleared), or the
   * refusal. When votes given on two instances at once make the majority, only the instance whose clearing removed
   * them answers `passed`: the seat is handed over once.
   */
  async vote(
    seats: readonly StoredSeat[],
    voter: number,
    seat: number,
    proposal: SeatVoteProposal,
    agree: boolean,
  ): Promise<SeatVoteTally | RuleError> {
    if (voter === seat) return ruleError('voteOwnSeat', { seat });
    const target = seats[seat];
    if (!target || target.kind !== 'human' || target.resigned || target.open === true || target.standIn !== undefined)
      return ruleError('voteSeatNotPlayed', { seat });
    if (!isPlayedByPerson(seats[voter])) return ruleError('voteNotAPerson', { seat: voter });
    const voters = seats.flatMap((s, i) => (i !== seat && isPlayedByPerson(s) ? [i] : []));
    const needed = Math.floor(voters.length / 2) + 1;
    const { db, matchId } = this;
    const row = { match_id: matchId, seat, proposal, voter };
    if (agree) {
      await db
        .insertInto('seat_votes')
        .values(row)
        .onConflict((oc) => oc.columns(['match_id', 'seat', 'proposal', 'voter']).doNothing())
        .execute();
    } else {
      await db
        .deleteFrom('seat_votes')
        .where('match_id', '=', matchId)
        .where('seat', '=', seat)
        .where('proposal', '=', proposal)
        .where('voter', '=', voter)
        .execute();
    }
    const yes = await db
      .selectFrom('seat_votes')
      .select('voter')
      .where('match_id', '=', matchId)
      .where('seat', '=', seat)
      .where('proposal', '=', proposal)
      .execute();
    // Only the votes of those who are still persons at the table count.
    const votes = yes.filter((v) => voters.includes(Number(v.voter))).length;
    if (votes < needed) return { votes, needed, passed: false };
    const cleared = await db
      .deleteFrom('seat_votes')
      .where('match_id', '=', matchId)
      .where('seat', '=', seat)
      .executeTakeFirst();
    return { votes, needed, passed: Number(cleared.numDeletedRows) > 0 };
  }
}

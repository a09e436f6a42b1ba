import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  HAGAL_DIFFICULTIES,
  imperium,
  imperiumOptionsSchema,
  LEADERS,
  SetupError,
} from '../src/index.ts';
import { SEATS } from './fixture.ts';

function firstIssue(input: unknown) {
  const parsed = imperiumOptionsSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.error?.issues[0];
}

describe('imperiumOptionsSchema', () => {
  it('accepts the defaults, nothing, each default alone and chosen leaders, unchanged', () => {
    expect(imperiumOptionsSchema.parse(DEFAULT_OPTIONS)).toEqual(DEFAULT_OPTIONS);
    expect(imperiumOptionsSchema.parse({})).toEqual({});
    for (const [key, value] of Object.entries(DEFAULT_OPTIONS)) {
      expect(imperiumOptionsSchema.parse({ [key]: value }), key).toEqual({ [key]: value });
    }
    const chosen = {
      leaderSelection: 'choose',
      leaders: ['paulAtreides'],
      difficulty: 'kwisatzHaderach',
      rivalLeaders: ['glossuRabban', 'memnonThorvald'],
    };
    expect(imperiumOptionsSchema.parse(chosen)).toEqual(chosen);
  });

  it('has a schema for every option, and names every leader and solo difficulty of the content', () => {
    expect(Object.keys(imperiumOptionsSchema.shape).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    const leaders = imperiumOptionsSchema.shape.leaders.unwrap().unwrap().element.options;
    expect([...leaders].sort()).toEqual(Object.keys(LEADERS).sort());
    const difficulties = imperiumOptionsSchema.shape.difficulty.unwrap().options;
    expect([...difficulties].sort()).toEqual(Object.keys(HAGAL_DIFFICULTIES).sort());
  });

  it('refuses an unknown key, naming it', () => {
    expect(firstIssue({ leader: 'paulAtreides' })).toMatchObject({ code: 'unrecognized_keys', keys: ['leader'] });
    expect(firstIssue({ ...DEFAULT_OPTIONS, foo: 'bar' })).toMatchObject({ code: 'unrecognized_keys', keys: ['foo'] });
  });

  it('refuses a wrong type or value, at its path', () => {
    expect(firstIssue({ leaderSelection: 'pick' })?.path).toEqual(['leaderSelection']);
    expect(firstIssue({ difficulty: 3 })?.path).toEqual(['difficulty']);
    expect(firstIssue({ leaders: ['paulAtreides', 'muadDib'] })?.path).toEqual(['leaders', 1]);
    expect(firstIssue({ leaders: 'paulAtreides' })?.path).toEqual(['leaders']);
    expect(firstIssue({ rivalLeaders: ['glossuRabban'] })?.path).toEqual(['rivalLeaders']);
  });

  it('leaves the rules between options and seats to setup, which refuses them as values', () => {
    const leaders = imperiumOptionsSchema.parse({ leaders: ['paulAtreides', 'paulAtreides'] });
    expect(() => imperium.setup(leaders, SEATS(2), 's')).toThrow(SetupError);
    const rivals = imperiumOptionsSchema.parse({ rivalLeaders: ['paulAtreides', 'glossuRabban'] });
    expect(() => imperium.setup(rivals, SEATS(1), 's')).toThrow(SetupError);
  });
});

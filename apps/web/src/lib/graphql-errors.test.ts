import { describe, expect, it } from 'vitest';
import {
  humanGraphQLMessage,
  humanResult,
  isGuardRefusal,
  MAY_NOT_CHANGE,
  MAY_NOT_SEE,
} from './graphql-errors.ts';

const forbidden = (message: string) => ({ message, extensions: { code: 'FORBIDDEN' } });

describe('GraphQL errors worded for people', () => {
  it('turns the field guard’s refusals into a sentence, by what was asked', () => {
    expect(humanGraphQLMessage(forbidden('Not authorized to resolve Query.needs'), 'query')).toBe(
      MAY_NOT_SEE,
    );
    expect(
      humanGraphQLMessage(
        forbidden('Not authorized to resolve Mutation.setSecondStageDays'),
        'mutation',
      ),
    ).toBe(MAY_NOT_CHANGE);
    expect(
      humanGraphQLMessage({ message: 'nope', extensions: { code: 'NOT_AUTHORIZED' } }, 'query'),
    ).toBe(MAY_NOT_SEE);
    expect(humanGraphQLMessage({ message: 'Failed on Query.eventMatches' }, 'query')).toBe(
      MAY_NOT_SEE,
    );
  });

  it('keeps refusals the services word themselves, and every other error', () => {
    const own = forbidden('Only the programme’s admins send agreements');
    expect(isGuardRefusal(own)).toBe(false);
    expect(humanGraphQLMessage(own, 'mutation')).toBe(own.message);
    expect(humanGraphQLMessage({ message: 'No such event' }, 'query')).toBe('No such event');
  });

  it('rewrites only the guard refusals of a result and keeps its data', () => {
    const result = {
      data: { event: { id: '1' } },
      errors: [
        { ...forbidden('Not authorized to resolve Query.needs'), path: ['needs'] },
        { message: 'No such meeting', path: ['meeting'] },
      ],
    };
    const human = humanResult(result, 'query');
    expect(human.data).toBe(result.data);
    expect(human.errors?.map((e) => e.message)).toEqual([MAY_NOT_SEE, 'No such meeting']);
    expect(human.errors?.[0]?.path).toEqual(['needs']);
    const clean = { data: { a: 1 } };
    expect(humanResult(clean, 'query')).toBe(clean);
  });
});

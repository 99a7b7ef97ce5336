import { describe, expect, it } from 'vitest';
import { checkCitations } from './claude';
import { classify, learn, nextQuestion, organisationFrom, readDate, topicAnswers } from './interview';

const TODAY = new Date('2026-11-24T10:00:00Z');

describe('the guided interview', () => {
  it('asks who, what, when, what was sent and the address, in that order, skipping what it knows', () => {
    expect(nextQuestion({})).toBe('who');
    expect(nextQuestion({ organisation: 'Acme' })).toBe('what');
    expect(nextQuestion({ organisation: 'Acme', problem: 'x', when: '2026-11-01' })).toBe('sent');
    expect(
      nextQuestion({ organisation: 'Acme', problem: 'x', when: 'unknown', alreadySent: 'nothing' }),
    ).toBe('address');
    expect(
      nextQuestion({
        organisation: 'Acme',
        problem: 'x',
        when: 'unknown',
        alreadySent: 'nothing',
        address: '',
      }),
    ).toBeNull();
  });

  it('reads an answer as the answer to the question asked', () => {
    let f = learn({ asked: 'who' }, "It's from Northgate Recoveries Ltd.", TODAY);
    expect(f.organisation).toBe('Northgate Recoveries Ltd');
    f = learn({ ...f, asked: 'what' }, 'They say I owe £400 but I already paid it off in March', TODAY);
    expect(f).toMatchObject({
      problem: expect.stringContaining('already paid'),
      disputeGround: 'already_paid',
    });
    f = learn({ ...f, asked: 'when' }, 'it came yesterday', TODAY);
    expect(f.when).toBe('2026-11-23');
    f = learn({ ...f, asked: 'sent' }, 'Nothing yet', TODAY);
    expect(f.alreadySent).toBe('nothing');
    f = learn({ ...f, asked: 'address' }, 'skip', TODAY);
    expect(f.address).toBe('');
  });

  it('does not take "I don\'t know" for an organisation or a date', () => {
    expect(organisationFrom("I don't know")).toBeUndefined();
    expect(learn({ asked: 'when' }, 'no idea, sorry', TODAY).when).toBeUndefined();
    expect(learn({ asked: 'when' }, "I can't remember", TODAY).when).toBe('unknown');
  });

  it('keeps asking when the user answers with a question, and picks up a sender named in passing', () => {
    const f = learn({ asked: 'who' }, 'What happens if I ignore it?', TODAY);
    expect(f.organisation).toBeUndefined();
    const g = learn(
      {},
      'I got a letter from Northgate Recoveries Ltd saying I owe £500 but I never had an account with them.',
      TODAY,
    );
    expect(g).toMatchObject({ organisation: 'Northgate Recoveries Ltd', disputeGround: 'not_mine' });
    expect(g.problem).toContain('never had an account');
    expect(learn({}, 'I have had letters from March onwards.', TODAY).organisation).toBeUndefined();
    expect(learn({}, 'a parking charge from Premier Park, and I was not driving.', TODAY).organisation).toBe(
      'Premier Park',
    );
  });

  it('classifies the kind of debt, the dispute and dates from plain words', () => {
    expect(classify('a parking charge from a car park', TODAY).debtType).toBe('parking');
    expect(classify('this is not my debt, I never opened it', TODAY).disputeGround).toBe('not_mine');
    expect(classify('the amount is wrong, they added charges', TODAY).disputeGround).toBe('amount_wrong');
    expect(readDate('dated 3 November 2026', TODAY)).toBe('2026-11-03');
    expect(readDate('on 03/11/2026', TODAY)).toBe('2026-11-03');
    expect(readDate('2 weeks ago', TODAY)).toBe('2026-11-10');
    expect(readDate('soon', TODAY)).toBeUndefined();
  });

  it('answers a topic from the catalogue, with its sources', () => {
    const a = topicAnswers('Is it statute barred?')!;
    expect(a.legalBases).toEqual(['limitation-1980-s5', 'limitation-1980-s29-30']);
    expect(a.text).toContain('legislation.gov.uk');
    expect(topicAnswers('hello there')).toBeNull();
  });
});

describe('citation check of a Claude reply', () => {
  it('removes only the sentences citing what the catalogue does not hold', () => {
    const { text, removed } = checkCitations(
      'Under section 78 of the Consumer Credit Act 1974 you may ask for the agreement. Under section 999 of the Consumer Credit Act 1974 they must write it off. See Smith v Jones [2019] EWCA Civ 12.\n\nWho is the letter from?',
    );
    expect(text).toBe(
      'Under section 78 of the Consumer Credit Act 1974 you may ask for the agreement.\n\nWho is the letter from?',
    );
    expect(removed.join(' ')).toMatch(/section 999/);
    expect(removed.join(' ')).toMatch(/\[2019\] EWCA Civ 12/);
  });
});

import { describe, expect, it } from 'vitest';
import { CREDIT_BUNDLES, PRICES_PENCE } from './constants';
import { formatPence, HIDDEN_BUNDLES, LISTED_PLANS, planFromQuery, PLANS } from './plans';
import { CreatePaymentIntentRequest } from './schemas';

describe('plans', () => {
  it('single and consultation as part 1 §3 and §9 fix them', () => {
    expect(PLANS.single).toMatchObject({ name: 'Professional Debt Letter', pricePence: 300, credits: 1 });
    expect(PLANS.consultation).toMatchObject({ name: 'AI Lawyer Consultation', pricePence: 800, credits: 0 });
    expect(PRICES_PENCE).toEqual({ single: 300, consultation: 800 });
    expect(LISTED_PLANS.map((p) => p.id)).toEqual(['single', 'consultation']);
    expect(Object.values(PLANS).filter((p) => p.popular)).toEqual([]);
  });

  it('bundles mean 6 and 18 credits and cost less than that many singles', () => {
    expect(HIDDEN_BUNDLES).toEqual({ six: 6, eighteen: 18 });
    expect([1, HIDDEN_BUNDLES.six, HIDDEN_BUNDLES.eighteen]).toEqual([...CREDIT_BUNDLES]);
    for (const b of [PLANS.six, PLANS.eighteen]) {
      expect(b.listed).toBe(false);
      expect(b.pricePence).toBeLessThan(b.credits * PLANS.single.pricePence);
      expect(Number.isInteger(b.pricePence)).toBe(true);
    }
    // More letters, lower price per letter.
    expect(PLANS.eighteen.pricePence / 18).toBeLessThan(PLANS.six.pricePence / 6);
  });

  it('reads the plan from checkout links', () => {
    expect(planFromQuery({})?.id).toBe('single');
    expect(planFromQuery({ plan: 'six' })?.id).toBe('six');
    expect(planFromQuery({ credits: '18' })?.id).toBe('eighteen');
    expect(planFromQuery({ credits: '1' })?.id).toBe('single');
    expect(planFromQuery({ consultation: 'c1' })?.id).toBe('consultation');
    expect(planFromQuery({ plan: 'gold' })).toBeNull();
    expect(planFromQuery({ credits: '7' })).toBeNull();
  });

  it('the request schema takes a plan id only; amounts sent by a client are dropped', () => {
    const parsed = CreatePaymentIntentRequest.parse({ plan: 'single', amount: 1, credits: 99 });
    expect(parsed).toEqual({ plan: 'single' });
    expect(CreatePaymentIntentRequest.safeParse({ plan: 'gold' }).success).toBe(false);
    expect(
      CreatePaymentIntentRequest.safeParse({ plan: 'consultation', consultationId: '../x' }).success,
    ).toBe(false);
  });

  it('formats pence as pounds', () => {
    expect(formatPence(300)).toBe('£3.00');
    expect(formatPence(3600)).toBe('£36.00');
  });
});

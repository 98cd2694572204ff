import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, resumeStep, wizardHref, wizardPlace } from './order-steps';

describe('wizardPlace', () => {
  it.each([
    ['', { orderId: null, step: 'property' }],
    ['step=terms', { orderId: null, step: 'property' }],
    ['order=12&step=address', { orderId: 12, step: 'address' }],
    ['order=12&step=nonsense', { orderId: 12, step: 'property' }],
    ['order=0&step=terms', { orderId: null, step: 'property' }],
    ['order=abc&step=terms', { orderId: null, step: 'property' }],
    ['order=12&step=review', { orderId: 12, step: 'review' }],
  ])('%j', (query, place) => {
    expect(wizardPlace(new URLSearchParams(query))).toEqual(place);
  });
});

describe('moving between steps', () => {
  it('goes forward and back through the six steps', () => {
    expect(nextStep('property')).toBe('terms');
    expect(nextStep('requisites')).toBe('review');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('terms')).toBe('property');
    expect(previousStep('property')).toBeNull();
  });

  it('resumes at the first missing step', () => {
    expect(resumeStep(['address', 'files'])).toBe('address');
    expect(resumeStep([])).toBe('review');
    expect(wizardHref(5, 'files')).toBe('/order-create?order=5&step=files');
  });
});

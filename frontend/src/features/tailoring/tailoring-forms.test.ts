import { describe, expect, it } from 'vitest';

import { emptyRequest, requestInput, requestSchema, TAILORING_MESSAGES } from '@/features/tailoring/tailoring-forms';

function problems(values: unknown): Record<string, string> {
  const result = requestSchema.safeParse(values);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the tailoring forms', () => {
  it("say the spec's messages for an empty custom design", () => {
    expect(problems(emptyRequest('custom_design'))).toEqual({
      phone: TAILORING_MESSAGES.phone,
      description: 'Please describe what you want to create in at least 10 characters.',
      measurements: 'Please provide at least one measurement',
    });
  });

  it('need an item type for an alteration, not a description', () => {
    const values = { ...emptyRequest('alteration'), phone: '7771234', measurements: { ...emptyRequest('alteration').measurements, length: '140' } };
    expect(problems(values)).toEqual({ itemType: 'Please select item type' });
    expect(problems({ ...values, itemType: 'Dress' })).toEqual({});
  });

  it('bound each measurement in its unit, and refuse control characters', () => {
    const base = { ...emptyRequest('custom_design'), phone: '7771234', description: 'A long enough description' };
    expect(problems({ ...base, measurements: { ...base.measurements, bust: '500' } })).toEqual({
      'measurements.bust': 'Must be between 1 and 300 cm',
    });
    expect(problems({ ...base, unit: 'in', measurements: { ...base.measurements, bust: '200' } })).toEqual({
      'measurements.bust': 'Must be between 0.4 and 118 in',
    });
    expect(problems({ ...base, fabricType: 'Silk\u0000', measurements: { ...base.measurements, bust: '90' } })).toEqual({
      fabricType: TAILORING_MESSAGES.controlCharacters,
    });
  });

  it('send only the measurements given, as numbers, with the design files', () => {
    const values = requestSchema.parse({
      ...emptyRequest('custom_design'),
      phone: '777 1234',
      description: 'A navy abaya with pearl cuffs',
      measurements: { bust: '92,5', waist: '', hips: '', length: '140', shoulders: '' },
    });
    expect(requestInput(values, ['slip_abc'])).toEqual({
      kind: 'custom_design',
      phone: '777 1234',
      description: 'A navy abaya with pearl cuffs',
      fabric_type: '',
      color: '',
      unit: 'cm',
      measurements: { bust: 92.5, length: 140 },
      notes: '',
      design_files: ['slip_abc'],
    });
  });
});

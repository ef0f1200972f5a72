import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, tableFirstDay } from './week-start';

describe('the first day of the week', () => {
  it.each([
    ['en-US', 7],
    ['en-GB', 1],
    ['de', 1],
    ['fr-CA', 7],
    ['he', 7],
    ['ar-EG', 6],
    ['ja', 7],
    ['pt-BR', 7],
    ['sv', 1],
    ['pl', 1],
  ])('is the locale’s for %s', (tag, day) => {
    expect(firstDayOfWeek(tag)).toBe(day);
  });

  it.each([
    ['en', 7],
    ['en-GB', 1],
    ['he', 7],
    ['ar', 6],
    ['ar-MA', 1],
    ['ja', 7],
    ['cs', 1],
    ['dv-MV', 5],
  ])(
    'comes from the table of regions where the engine has no week information (%s)',
    (tag, day) => {
      expect(tableFirstDay(new Intl.Locale(tag))).toBe(day);
    },
  );

  it('is Monday for a tag no engine reads', () => {
    expect(firstDayOfWeek('not a tag')).toBe(1);
  });
});

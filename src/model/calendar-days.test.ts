import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthGrid, today, weekday, weekOf, weekStart } from './calendar-days';

describe('calendar days', () => {
  it('moves by days across months, years and a leap day', () => {
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('moves by days the same on the days clocks change', () => {
    // Date-only arithmetic: no hour is lost on 28 March or gained on 31 October.
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
  });

  it('starts a week on the given first day', () => {
    expect(weekday('2027-02-13')).toBe(6);
    expect(weekStart('2027-02-13', 1)).toBe('2027-02-08');
    expect(weekStart('2027-02-13', 7)).toBe('2027-02-07');
    expect(weekStart('2027-02-13', 6)).toBe('2027-02-13');
    expect(weekOf('2027-02-14', 1)).toEqual([
      '2027-02-08',
      '2027-02-09',
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
      '2027-02-13',
      '2027-02-14',
    ]);
  });

  it('lays out a month in whole weeks from its first to its last day', () => {
    // February 2027 starts on a Monday: four rows with Monday first, five with Sunday first.
    const monday = monthGrid('2027-02-13', 1);
    expect(monday).toHaveLength(4);
    expect(monday[0]?.[0]).toBe('2027-02-01');
    expect(monday.at(-1)?.at(-1)).toBe('2027-02-28');
    const sunday = monthGrid('2027-02-13', 7);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]?.[0]).toBe('2027-01-31');
    expect(sunday.at(-1)?.at(-1)).toBe('2027-03-06');
    // May 2027 (Saturday the 1st, Monday first) needs six.
    expect(monthGrid('2027-05-01', 1)).toHaveLength(6);
  });

  it('moves by months to the same date, or the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-03-15', -1)).toBe('2027-02-15');
    expect(addMonths('2027-12-05', 1)).toBe('2028-01-05');
  });

  it("gives today's date on the buyer's clock", () => {
    expect(today(new Date(2027, 1, 13, 23, 59))).toBe('2027-02-13');
  });
});

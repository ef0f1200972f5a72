import { describe, expect, it } from 'vitest';
import { createForm } from './form';
import { knownValues, StoredValues, storedValues } from './stored-values';

describe('what the buyer typed, kept outside the form', () => {
  it('holds the answers as a Map by question id, and stores them as [id, answer] entries', () => {
    const form = createForm();
    form.setField('customer.name', 'Ada');
    form.setField('answers.diet', 'vegan');
    form.setField('answers.__proto__', 'x');
    expect(form.typed.value).toEqual({
      name: 'Ada',
      answers: new Map([
        ['diet', 'vegan'],
        ['__proto__', 'x'],
      ]),
    });
    const stored = JSON.parse(JSON.stringify(storedValues(form.typed.value)));
    expect(stored).toEqual({
      name: 'Ada',
      answers: [
        ['diet', 'vegan'],
        ['__proto__', 'x'],
      ],
    });
    const parsed = StoredValues.safeParse(stored);
    expect(parsed.success && knownValues(parsed.data)).toEqual(form.typed.value);
  });

  it('refuses stored answers that are not [id, answer] entries', () => {
    for (const answers of [{ diet: 'vegan' }, [['diet', 5]], [['diet']], ['vegan']])
      expect(StoredValues.safeParse({ answers }).success, JSON.stringify(answers)).toBe(false);
  });
});

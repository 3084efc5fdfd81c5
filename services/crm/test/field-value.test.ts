import { checkAnswers } from '../src/estimate-requests/estimate-request.service';
import { checkValue, type FieldRule, isBlank, optionsProblem } from '../src/custom-fields/field-value';

const rule = (type: FieldRule['type'], options: string[] = []): FieldRule => ({ type, options });

describe('custom field values by type', () => {
  it.each([
    ['text', ' a b ', 'a b'],
    ['textarea', 'line\nline', 'line\nline'],
    ['textarea', 'a\tb\r\n\u202bc', 'a\tb\r\n\u202bc'],
    ['number', '42', '42'],
    ['number', '-0.5', '-0.5'],
    ['date', '2024-02-29', '2024-02-29'],
    ['checkbox', 'true', '1'],
    ['checkbox', '1', '1'],
    ['checkbox', 'false', '0'],
    ['email', 'A@B.example', 'a@b.example'],
    ['url', 'http://a.example/x?y=1', 'http://a.example/x?y=1'],
    ['phone', '+1 (555) 123-4567', '+15551234567'],
  ] as const)('%s accepts %j as %j', (type, raw, stored) => {
    expect(checkValue(rule(type), raw)).toEqual({ ok: true, value: stored });
  });

  it.each([
    ['text', 'x'.repeat(256)],
    ['textarea', 'x'.repeat(5001)],
    ['text', 'two\nlines'],
    ['text', 'a\u0000b'],
    ['text', 'invoice\u202efdp.exe'],
    ['textarea', 'a\u0000b'],
    ['textarea', 'a\u0085b'],
    ['number', '1e5'],
    ['number', '1,5'],
    ['number', 'NaN'],
    ['date', '2023-02-29'],
    ['date', '29.02.2024'],
    ['checkbox', 'on'],
    ['email', 'a@'],
    ['url', 'javascript:alert(1)'],
    ['url', 'acme.example'],
    ['url', 'https:acme.example'],
    ['url', 'https://ac\tme.example'],
    ['url', 'https://acme.example/\u0000'],
    ['url', 'https://acme.example/\u202efdp.exe'],
    ['phone', 'call me'],
  ] as const)('%s refuses %j', (type, raw) => {
    expect(checkValue(rule(type), raw).ok).toBe(false);
  });

  it('checks a url as a client\'s website is checked, up to 2000 characters, and says why it is refused', () => {
    const long = `https://acme.example/${'x'.repeat(2000 - 21)}`;
    expect(checkValue(rule('url'), long)).toEqual({ ok: true, value: long });
    expect(checkValue(rule('url'), `${long}x`)).toEqual({ ok: false, message: 'Must be at most 2000 characters.' });
    expect(checkValue(rule('url'), 'ftp://files.example')).toEqual({ ok: false, message: 'Must be an http or https URL.' });
    expect(checkValue(rule('url'), 'https://acme.example/a\u0085b')).toEqual({ ok: false, message: 'Must not contain control characters.' });
  });

  it('takes select values among the options only, and multi_select choices each among them, de-duplicated', () => {
    expect(checkValue(rule('select', ['S', 'M']), 'M')).toEqual({ ok: true, value: 'M' });
    expect(checkValue(rule('select', ['S', 'M']), 'm').ok).toBe(false);
    expect(checkValue(rule('multi_select', ['S', 'M', 'L']), 'L, S,L')).toEqual({ ok: true, value: 'L,S' });
    expect(checkValue(rule('multi_select', ['S', 'M']), 'S,XL').ok).toBe(false);
  });

  it('takes a multi_select value of commas and spaces for blank, as it does an empty text', () => {
    const multi = rule('multi_select', ['S', 'M']);
    expect([',', ' , ,', ''].map((raw) => isBlank(multi, raw))).toEqual([true, true, true]);
    expect(isBlank(multi, ',M')).toBe(false);
    expect(isBlank(rule('text'), ',')).toBe(false);
    expect(isBlank(rule('text'), '  ')).toBe(true);
  });

  it('wants options for select kinds only', () => {
    expect(optionsProblem('select', [])).toBeDefined();
    expect(optionsProblem('multi_select', ['a'])).toBeUndefined();
    expect(optionsProblem('text', ['a'])).toBeDefined();
    expect(optionsProblem('date', [])).toBeUndefined();
  });
});

describe('answers of an estimate request', () => {
  const fields = [
    { id: 1, title: 'Name', type: 'text' as const, options: [], required: true, placeholder: '' },
    { id: 2, title: 'Budget', type: 'number' as const, options: [], required: false, placeholder: '' },
    { id: 3, title: 'Pick', type: 'multi_select' as const, options: ['a', 'b'], required: true, placeholder: '' },
  ];

  it('keeps good answers in their stored form and drops empty optional ones', () => {
    expect(checkAnswers(fields, { '1': ' Ann ', '2': '', '3': 'b' })).toEqual({ '1': 'Ann', '3': 'b' });
  });

  it('names every bad answer: required, typed, unknown', () => {
    expect(() => checkAnswers(fields, { '2': 'lots', '3': ',', '4': 'x' })).toThrow(
      expect.objectContaining({
        fields: {
          'answers.1': ['This field is required.'],
          'answers.2': ['Must be a number.'],
          'answers.3': ['This field is required.'],
          'answers.4': ['No such field in this form.'],
        },
      }),
    );
  });
});

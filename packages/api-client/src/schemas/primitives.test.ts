import * as z from 'zod/mini';
import { envelope, flag, num, optNum, optStr, str } from './primitives';

describe('lenient field parsers', () => {
  it.each([
    [3, 3],
    ['3.5', 3.5],
    [' 7 ', 7],
  ])('num() coerces %j → %j', (input, output) => {
    expect(num().parse(input)).toBe(output);
  });

  it.each(['', 'abc', null, undefined, {}, Number.NaN, Number.POSITIVE_INFINITY])('num() rejects %j', (input) => {
    expect(num().safeParse(input).success).toBe(false);
  });

  it('str() accepts strings and numbers only', () => {
    expect(str().parse(12)).toBe('12');
    expect(str().parse('x')).toBe('x');
    expect(str().safeParse(null).success).toBe(false);
    expect(str().safeParse({}).success).toBe(false);
  });

  it('optional parsers never fail', () => {
    expect(optNum(5).parse('nope')).toBe(5);
    expect(optNum(undefined).parse(undefined)).toBeUndefined();
    expect(optStr().parse(null)).toBe('');
    expect(optStr('USD').parse({})).toBe('USD');
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ])('flag() reads %j as %s', (input, output) => {
    expect(flag(!output).parse(input)).toBe(output);
  });

  it('flag() defaults anything else', () => {
    expect(flag(true).parse('yes')).toBe(true);
    expect(flag(false).parse(2)).toBe(false);
  });
});

describe('envelope', () => {
  const schema = envelope(z.object({ a: num() }));

  it('unwraps data for code 200, 0 or none', () => {
    expect(schema.parse({ code: 200, data: { a: '1' } })).toEqual({ a: 1 });
    expect(schema.parse({ code: '0', data: { a: 1 } })).toEqual({ a: 1 });
    expect(schema.parse({ data: { a: 1 }, extra: true })).toEqual({ a: 1 });
  });

  it('fails on a business error code, a missing data or a wrong required field', () => {
    expect(schema.safeParse({ code: 401, data: { a: 1 } }).success).toBe(false);
    expect(schema.safeParse({ code: 200 }).success).toBe(false);
    expect(schema.safeParse({ code: 200, data: { a: 'x' } }).success).toBe(false);
    expect(schema.safeParse('string').success).toBe(false);
  });
});

import { nestsDeeperThan, nonFiniteField } from './input';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",[[', 2)).toBe(true);
  });

  it('handles very deep input without recursion', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
    expect(nestsDeeperThan('', 0)).toBe(false);
  });
});

describe('nonFiniteField', () => {
  it('names the first non-finite number', () => {
    expect(nonFiniteField('querystring', { page: 1, per: Infinity })).toBe('querystring/per');
    expect(nonFiniteField('params', { year: -Infinity })).toBe('params/year');
    expect(nonFiniteField('querystring', { ids: [1, Infinity] })).toBe('querystring/ids');
  });

  it('passes finite numbers, strings and missing parts', () => {
    expect(nonFiniteField('querystring', { page: 1, q: 'Infinity' })).toBeNull();
    expect(nonFiniteField('params', undefined)).toBeNull();
    expect(nonFiniteField('params', null)).toBeNull();
  });
});

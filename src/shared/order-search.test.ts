import { describe, expect, it } from 'vitest';
import { orderSearchTerms } from './order-search';

describe('orderSearchTerms', () => {
  it.each([
    ['#1003', 1003, null],
    ['1003', 1003, '1003'],
    ['# 1003', 1003, null],
    ['11 5555-1234', null, '1155551234'],
    ['(011) 5555 1234', null, '01155551234'],
    ['+54 9 11 5555-1234', null, '5491155551234'],
    ['12', 12, null],
    ['0', null, null],
    ['99999999999', null, '99999999999'],
    ['Pérez', null, null],
    ['pérez 1003', null, null],
    ['', null, null],
  ])('reads %j as order %s and phone %s', (text, orderNumber, phoneDigits) => {
    expect(orderSearchTerms(text)).toEqual({ orderNumber, phoneDigits });
  });
});

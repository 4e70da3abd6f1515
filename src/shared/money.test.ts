import { describe, expect, it } from 'vitest';
import {
  compareMoney,
  divideMoney,
  fromCents,
  hasAtMostTwoDecimals,
  lessPercentage,
  moneyDecimalText,
  moneyFromDb,
  multiplyMoney,
  percentageOf,
  roundMoney,
  roundMoneyToStep,
  subtractMoney,
  sumMoney,
  toCents,
} from './money';

describe('money in whole cents', () => {
  it('adds 0,1 and 0,2 to exactly 0,3, where floats give 0,30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
  });

  it('multiplies a price by a quantity to the cent: 3 × 45.990,50 = 137.971,50', () => {
    expect(multiplyMoney(45990.5, 3)).toBe(137971.5);
    expect(multiplyMoney(0.1, 3)).toBe(0.3);
    expect(multiplyMoney(1.15, 7)).toBe(8.05);
    expect(multiplyMoney(19999.99, 1000)).toBe(19999990);
  });

  it('takes 10,5 % of odd amounts to the cent, halves up', () => {
    expect(percentageOf(45990.5, 10.5)).toBe(4829);
    expect(percentageOf(1.01, 10.5)).toBe(0.11); // 0,10605
    expect(percentageOf(0.1, 10.5)).toBe(0.01); // 0,0105
    expect(percentageOf(33.33, 10.5)).toBe(3.5); // 3,49965
    expect(percentageOf(12345.67, 33.33)).toBe(4114.81); // 4.114,812…
    expect(percentageOf(-1.01, 10.5)).toBe(-0.11); // -0,10605
  });

  it('a price after its discount is the price less the %, to the cent', () => {
    expect(lessPercentage(10000, 15)).toBe(8500);
    expect(lessPercentage(999.99, 10)).toBe(899.99); // 899,991
    expect(lessPercentage(0.05, 50)).toBe(0.03); // 0,025 rounds up, as numeric's round does
    expect(lessPercentage(100, -12.5)).toBe(112.5); // a rise is a negative discount
  });

  it('adds many lines without drift: a thousand lines of 0,01 are 10, of 19,99 are 19.990', () => {
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumMoney(Array.from({ length: 1000 }, () => 19.99))).toBe(19990);
    const floats = Array.from({ length: 1000 }, () => 19.99).reduce((a, b) => a + b, 0);
    expect(floats).not.toBe(19990);
    expect(sumMoney([])).toBe(0);
  });

  it('rounds to cents as the amount reads: 1,005 is 1,01 and 2,675 is 2,68', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1); // halves up, as formatting writes -1,005
    expect(roundMoney(10)).toBe(10);
    expect(toCents(45990.5)).toBe(4599050);
    expect(fromCents(4599050)).toBe(45990.5);
  });

  it('divides and rounds to a step to the cent', () => {
    expect(divideMoney(10000, 1.5)).toBe(6666.67);
    expect(divideMoney(14400, 1.44)).toBe(10000);
    expect(divideMoney(100, 3)).toBe(33.33);
    expect(roundMoneyToStep(1234.5, 10)).toBe(1230);
    expect(roundMoneyToStep(1235, 10)).toBe(1240);
    expect(roundMoneyToStep(1249.99, 100)).toBe(1200);
    expect(roundMoneyToStep(1250, 100)).toBe(1300);
  });

  it('compares to the cent: float noise is not a difference', () => {
    expect(compareMoney(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareMoney(10.01, 10)).toBe(1);
    expect(compareMoney(9.99, 10)).toBe(-1);
  });

  it("reads the database's numeric text digit by digit into cents", () => {
    expect(moneyFromDb('45990.50')).toBe(45990.5);
    expect(moneyFromDb('9999999999.99')).toBe(9999999999.99);
    expect(moneyFromDb('-0.07')).toBe(-0.07);
    expect(moneyFromDb('12')).toBe(12);
    expect(moneyFromDb('12.5')).toBe(12.5);
    expect(moneyFromDb('3.333333333333')).toBe(3.33);
    expect(moneyFromDb(17.004999)).toBe(17);
    expect(moneyFromDb(null)).toBe(0);
  });

  it('writes machine decimal text with a point and two decimals', () => {
    expect(moneyDecimalText(12007)).toBe('12007.00');
    expect(moneyDecimalText(45990.5)).toBe('45990.50');
    expect(moneyDecimalText(0.1 + 0.2)).toBe('0.30');
    expect(moneyDecimalText(-0.05)).toBe('-0.05');
  });

  it('accepts at most two decimals, float noise aside, up to the largest price', () => {
    expect(hasAtMostTwoDecimals(45990.5)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(9999999999.99)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

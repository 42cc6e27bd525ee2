// The running balance of a statement's writing pass: numbers while exact, BigInts past 2^53, a break always seen.
import { describe, expect, it } from 'vitest';
import { RunningBalance } from '../../../electron/statements/running-balance';

const SAFE = Number.MAX_SAFE_INTEGER;

describe('RunningBalance', () => {
  it('follows entries in numbers and refuses one whose balance does not follow', () => {
    const running = new RunningBalance(1000n);
    expect(running.follows(true, 250, 1250)).toBe(true);
    expect(running.follows(false, 1300, -50)).toBe(true);
    expect(running.value()).toBe(-50n);
    expect(running.follows(true, 10, -39)).toBe(false);
    expect(running.followsExactly(true, 10n, -39n)).toBe(false);
    expect(running.value()).toBe(-50n);
  });

  it('leaves numbers for BigInts past 2^53, exactly, and comes back below it', () => {
    const running = new RunningBalance(BigInt(SAFE) - 1n);
    // The sum 2^53 + 1 is not a number: the number path cannot tell, the BigInt one can.
    expect(running.follows(true, 2, Number.NaN)).toBe(false);
    expect(running.followsExactly(true, 2n, BigInt(SAFE) + 1n)).toBe(true);
    expect(running.follows(true, 1, 1)).toBe(false);
    expect(running.followsExactly(true, 1n, BigInt(SAFE) + 2n)).toBe(true);
    expect(running.followsExactly(true, 1n, BigInt(SAFE) + 2n)).toBe(false);
    expect(running.followsExactly(false, 10n, BigInt(SAFE) - 8n)).toBe(true);
    expect(running.follows(true, 8, SAFE)).toBe(true);
    expect(running.value()).toBe(BigInt(SAFE));
  });

  it('never takes a sum rounded at 2^53 for a balance', () => {
    const running = new RunningBalance(BigInt(SAFE));
    // SAFE + 2 = 2^53 + 1 rounds to 2^53 in doubles; no balance below 2^53 can equal it.
    expect(running.follows(true, 2, SAFE)).toBe(false);
    expect(running.value()).toBe(BigInt(SAFE));
  });
});

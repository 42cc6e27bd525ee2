// A span's running balance in minor units while its entries are written
// (statement-entry-texts.ts): a JavaScript number while every figure is below 2^53 (exact,
// and no BigInt made an entry), a BigInt from the first figure past that on.
const LIMIT = BigInt(Number.MAX_SAFE_INTEGER);

export class RunningBalance {
  private number = 0;
  private big: bigint | undefined;

  constructor(opening: bigint) {
    this.set(opening);
  }

  private set(balance: bigint): void {
    if (balance <= LIMIT && balance >= -LIMIT) {
      this.number = Number(balance);
      this.big = undefined;
    } else this.big = balance;
  }

  /**
   * True when the entry's balance after it follows from the running one and its signed
   * amount (the running balance is then the entry's); false when that cannot be told in
   * numbers (a figure NaN or past 2^53, or the running balance a BigInt) or does not hold:
   * then ask followsExactly.
   */
  follows(credit: boolean, amount: number, balance: number): boolean {
    if (this.big !== undefined || !Number.isSafeInteger(amount) || !Number.isSafeInteger(balance)) return false;
    // Both below 2^53: the sum is exact, or at least 2^53 and so not a balance below it.
    if (this.number + (credit ? amount : -amount) !== balance) return false;
    this.number = balance;
    return true;
  }

  /** The same in BigInts: true when the balance follows (the running balance is then the entry's). */
  followsExactly(credit: boolean, amount: bigint, balance: bigint): boolean {
    const before = this.value();
    if (before + (credit ? amount : -amount) !== balance) return false;
    this.set(balance);
    return true;
  }

  value(): bigint {
    return this.big ?? BigInt(this.number);
  }
}

// The parts of mt940js (no types published) the tests read.
declare module 'mt940js' {
  export interface Mt940Transaction {
    readonly date: Date;
    readonly entryDate?: Date;
    readonly amount: number;
    readonly isReversal: boolean;
    readonly currency: string;
    readonly details: string;
    readonly transactionType: string;
    readonly reference: string;
    readonly bankReference?: string;
    readonly extraDetails?: string;
  }
  export interface Mt940Statement {
    readonly transactionReference: string;
    readonly accountIdentification: string;
    readonly number: { readonly statement: string; readonly sequence?: string };
    readonly openingBalanceDate: Date;
    readonly closingBalanceDate: Date;
    readonly currency: string;
    readonly openingBalance: number;
    readonly closingBalance: number;
    readonly informationToAccountOwner?: string;
    readonly transactions: Mt940Transaction[];
  }
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string): Mt940Statement[];
  }
}

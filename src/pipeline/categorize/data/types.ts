// One named (or generic) counterparty the rules recognise by its printed ACH company name.

export interface CounterpartyEntry {
  /** canonical name shown as `counterparty` */
  name: string;
  kind: 'mca' | 'loan' | 'payroll' | 'tax' | 'processor' | 'payee';
  /** printed forms; matched as whole words, the last word may arrive cut short (16-character ACH field) */
  aliases: readonly string[];
  /** a wording class rather than a company (`LOAN PMT`): any named entry beats it */
  generic?: boolean;
  /** sells both term loans and advances: counted as a loan, flagged for the model and the underwriter */
  ambiguous?: boolean;
}

/** A table's entry maker: `const mca = entryOf('mca'); mca('Kapitus', 'KAPITUS', ...)`. */
export function entryOf(kind: CounterpartyEntry['kind']) {
  return (name: string, ...aliases: string[]): CounterpartyEntry => ({ name, kind, aliases });
}

// Deterministic rules: one row's description and direction → category, counterparty and why.
// Order matters: bank-fee and return wording first (they name the funder whose debit bounced),
// then the dictionaries (longest alias wins), then generic wording. Tables live in ./data/.
import type { TxType } from '../types.ts';
import type { Category, RuleResult } from './categories.ts';
import { LENDERS } from './data/lenders.ts';
import { MCA_FUNDERS } from './data/mca-funders.ts';
import { PAYROLL_PROCESSORS } from './data/payroll.ts';
import { PROCESSORS } from './data/processors.ts';
import { TAX_AGENCIES } from './data/tax-agencies.ts';
import {
  DEPOSIT_PHRASES,
  EXPENSE_PHRASES,
  NSF_PHRASES,
  OVERDRAFT_PHRASES,
  P2P_PHRASES,
  REFUND_PHRASES,
  RETURNED_ITEM_PHRASES,
  TRANSFER_PHRASES,
  WIRE_PHRASES,
  GENERIC_PARTIES,
  OPERATING_VENDORS,
  CARD_DESCRIPTOR_RE,
  CUSTOMER_PAYMENT_PHRASES,
  PAYROLL_TAX_WORDS,
  PROVIDER_FEE_WORDS,
  TAX_PHRASES,
  CHARGE_WORDS,
  DEPOSIT_RETURN_PHRASES,
} from './data/wording.ts';
import { PAYEES } from './data/payees.ts';
import { counterpartyFromDescriptor } from './counterparty.ts';
import {
  achCompanyName,
  firstPhrase,
  matchDictionary,
  mentionedSuffixes,
  wireOriginator,
  words,
  type DictionaryMatch,
} from './normalize.ts';

export const DICTIONARIES = [MCA_FUNDERS, LENDERS, TAX_AGENCIES, PAYROLL_PROCESSORS, PROCESSORS, PAYEES];

const RETURNED_ITEM_PARTY = 'Returned item';

const BANK_FEE_PARTY = 'Bank fee';

function result(
  category: Category,
  counterparty: string,
  reason: string,
  strength: RuleResult['strength'],
  extra: Partial<RuleResult> = {},
): RuleResult {
  return { category, counterparty, reason, strength, isNsf: false, isOverdraft: false, ...extra };
}

/** Categorize one row by its words alone. Own-account transfer matching across statements is in transfers.ts. */
export function categorizeDescription(printed: string, type: TxType): RuleResult {
  // the account holder's own name (`INDN:`, `IND NAME:`) must never match a dictionary entry
  const description = printed.replace(
    /\b(?:INDN|IND NAME)\s*:\s*.*?(?=\s+(?:CO ID|TRN|IND ID|ORIG ID|SEC)\s*[:#]?|$)/gi,
    ' ',
  );
  const text = words(description);
  const company = achCompanyName(description);
  const found =
    matchDictionary(company ? words(company) : text, DICTIONARIES) ??
    (company ? matchDictionary(text, DICTIONARIES) : null);
  // a utility or insurer is a payee: money from one is a refund the generic wording below reads
  const dict = found?.entry.kind === 'payee' && type === 'credit' ? null : found;
  const party = dict?.entry.name ?? counterpartyFromDescriptor(description);
  const nsfWord = firstPhrase(text, NSF_PHRASES) ?? (/\bR0?1\b/.test(text) ? 'R01' : null);
  const odWord = firstPhrase(text, OVERDRAFT_PHRASES);
  const returnWord = firstPhrase(text, RETURNED_ITEM_PHRASES);
  const isNsf = nsfWord !== null;

  // Returns and bank fees: the classes in data/wording.ts, in their order
  const returned = (word: string, party: string) =>
    result('returned_item', party, `wording:returned_item:${word}`, 'strong', { isNsf });
  if (type === 'credit' && returnWord) return returned(returnWord, dict ? party : RETURNED_ITEM_PARTY);
  if (type === 'debit') {
    const depositReturn = firstPhrase(text, DEPOSIT_RETURN_PHRASES);
    const charged = nsfWord !== null && (/\b(FEE|CHARGE)$/.test(nsfWord) || firstPhrase(text, CHARGE_WORDS) !== null);
    // an NSF fee names the item that bounced (often a funder's debit): the fee is the bank's, whoever it names
    if (nsfWord && (charged || !dict) && !depositReturn)
      return result('nsf', BANK_FEE_PARTY, `wording:nsf:${nsfWord}`, 'strong', { isNsf: true });
    if (odWord && !/PROTECTION/.test(odWord))
      return result('overdraft', BANK_FEE_PARTY, `wording:overdraft:${odWord}`, 'strong', { isOverdraft: true, isNsf });
    if (depositReturn) return returned(depositReturn, RETURNED_ITEM_PARTY);
    if (returnWord) return returned(returnWord, dict ? party : RETURNED_ITEM_PARTY);
  }
  const odProtection = odWord !== null && /PROTECTION/.test(odWord);

  // Named counterparties
  if (dict) return named(dict, type, text, isNsf);

  // Generic wording
  const p2p = firstPhrase(text, P2P_PHRASES);
  const wire = /\bFEE\b/.test(text) ? null : firstPhrase(text, WIRE_PHRASES);
  const transfer = firstPhrase(text, TRANSFER_PHRASES);
  if (transfer && !p2p && !wire) {
    const suffix = mentionedSuffixes(description)[0];
    const cp = suffix ? `Account x${suffix}` : 'Own account';
    return result('transfer', cp, `wording:transfer:${transfer}`, 'weak', { isOverdraft: odProtection });
  }
  if (type === 'credit') return genericCredit(text, description, party, p2p, wire);
  const taxWord = firstPhrase(text, TAX_PHRASES);
  if (taxWord) return result('taxes', party || 'Tax authority', `wording:tax:${taxWord}`, 'weak');
  if (p2p) return result('other', party, `wording:p2p:${p2p}`, 'weak');
  if (wire) return result('other', party, `wording:wire:${wire}`, 'weak');
  const vendor = firstPhrase(text, OPERATING_VENDORS);
  if (vendor) return result('other', party || vendor, `wording:vendor:${vendor}`, 'weak');
  const expense = firstPhrase(text, EXPENSE_PHRASES);
  if (expense)
    return result('other', GENERIC_PARTIES[expense] ?? (party || 'Expense'), `wording:expense:${expense}`, 'weak');
  if (CARD_DESCRIPTOR_RE.test(description)) return result('other', party, 'wording:expense:card_descriptor', 'weak');
  return result('unknown', party, 'no_rule', 'none');
}

/** A row a dictionary names: the entry's kind decides, with the wording that changes it (payroll taxes, fees). */
function named(dict: DictionaryMatch, type: TxType, text: string, isNsf: boolean): RuleResult {
  const { kind, name } = dict.entry;
  const why = `dictionary:${kind}:${name}${dict.truncated ? ':truncated' : ''}`;
  const extra = { entryKind: kind, isNsf } as const;
  switch (kind) {
    case 'mca':
      return result(type === 'credit' ? 'mca_funding' : 'mca_payment', name, why, 'strong', extra);
    case 'loan':
      return result('loan', name, why, 'strong', extra);
    case 'tax':
      return result(type === 'debit' ? 'taxes' : 'other', name, why, 'strong', extra);
    case 'payroll': {
      // the processor remitting payroll taxes (`ADP TAX`, `GUSTO TAX`, `PAYCHEX TPS`) is paying taxes, not wages
      const taxWord = type === 'debit' ? firstPhrase(text, PAYROLL_TAX_WORDS) : null;
      if (taxWord) return result('taxes', name, `${why}:payroll_tax:${taxWord}`, 'strong', extra);
      // its own bill (`ADP PAYROLL FEES`, `PAYCHEX PAYROLL FEE`) is an expense, not wages
      const feeWord = type === 'debit' ? firstPhrase(text, PROVIDER_FEE_WORDS) : null;
      if (feeWord) return result('other', name, `${why}:provider_fee:${feeWord}`, 'strong', extra);
      return result(type === 'debit' ? 'payroll' : 'other', name, why, 'strong', extra);
    }
    case 'payee':
      return result('other', name, why, 'strong', extra);
    case 'processor':
      if (type === 'credit' && firstPhrase(text, REFUND_PHRASES))
        return result('other', name, `wording:non_revenue:refund:${name}`, 'weak', extra);
      return result(type === 'credit' ? 'revenue' : 'other', name, why, type === 'credit' ? 'strong' : 'weak', extra);
  }
}

/** A credit no dictionary names: an invoice paid, a P2P or wire, a refund, a deposit. */
function genericCredit(
  text: string,
  description: string,
  party: string,
  p2p: string | null,
  wire: string | null,
): RuleResult {
  // a customer paying an invoice (`<payer> VENDOR PMT INV…`, `INV PMT`, a Zelle `for "Invoice 12"`): sales,
  // however it arrived; INV glued to its number counts too
  const invoice = firstPhrase(text.replace(/\bINV\d+\b/g, 'INV'), CUSTOMER_PAYMENT_PHRASES);
  if (invoice && !firstPhrase(text, REFUND_PHRASES)) {
    // a deposited check for an invoice names no payer: the party is the deposit
    const payer = firstPhrase(text, DEPOSIT_PHRASES) && !p2p ? 'Deposit' : payerOf(party);
    return result('revenue', payer, `wording:customer_payment:${invoice}`, 'weak');
  }
  if (p2p) return result('unknown', party, `wording:p2p:${p2p}`, 'none');
  if (wire) {
    // a wire that prints who sent it is a customer paying (a funder or lender was named above)
    const sender = wireOriginator(description);
    if (sender) return result('revenue', party, `wording:wire:originator`, 'weak');
    return result('unknown', party, `wording:wire:${wire}`, 'none');
  }
  const refund = firstPhrase(text, REFUND_PHRASES);
  if (refund)
    return result('other', GENERIC_PARTIES[refund] ?? (party || 'Refund'), `wording:non_revenue:${refund}`, 'weak');
  const deposit = firstPhrase(text, DEPOSIT_PHRASES);
  if (deposit) return result('revenue', 'Deposit', `wording:deposit:${deposit}`, 'weak');
  return result('unknown', party, 'no_rule', 'none');
}

/** The payer's name without the invoice wording that followed it (`Brightline Facilities Vendor` → `Brightline Facilities`). */
function payerOf(party: string): string {
  const kept: string[] = [];
  for (const w of party.split(' ')) {
    if (firstPhrase(words(w), CUSTOMER_PAYMENT_PHRASES) || /^(Ap|Pmt|Vendor|Supplier|For|Inv\d*)$/i.test(w)) break;
    kept.push(w);
  }
  return kept.join(' ') || party;
}

// Generic bank wording: fees, returns, transfers, deposits and everyday spend. Phrases are matched as
// whole words after punctuation becomes spaces; the longest phrase found is the one reported.

/** Words that say how money moved, not who the other party is: dropped when building a counterparty. */
export const BOILERPLATE_WORDS: readonly string[] = [
  'ACH',
  'DEBIT',
  'CREDIT',
  'POS',
  'PURCHASE',
  'CHECKCARD',
  'CARD',
  'ONLINE',
  'PAYMENT',
  'PMT',
  'PYMT',
  'TO',
  'FROM',
  'BILL',
  'PAY',
  'RECURRING',
  'OUTGOING',
  'INCOMING',
  'WIRE',
  'FEDWIRE',
  'TRANSFER',
  'XFER',
  'IN',
  'OUT',
  'REF',
  'CO',
  'INC',
  'LLC',
  'CORP',
  'THE',
  'DISPUTE',
  'CCD',
  'PPD',
  'WEB',
  'TEL',
  'ID',
  'DES',
  'ORIG',
  'NAME',
  'ELECTRONIC',
  'WITHDRAWAL',
  'DEPOSIT',
  'PREAUTHORIZED',
  'AUTHORIZED',
  'ON',
  'VIA',
  'REFUND',
  'AUTOPAY',
  'PAYMENTS',
  'TRN',
  'TRACE',
  'CONF',
  'OBI',
  'BNF',
  'SEC',
  'EED',
  'DESCR',
  'ENTRY',
  'CR',
  'DR',
];

export const NSF_PHRASES: readonly string[] = [
  'NSF',
  'NSF FEE',
  'NON SUFFICIENT FUNDS',
  'NONSUFFICIENT FUNDS',
  'INSUFFICIENT FUNDS',
  'INSUFF FUNDS',
  'INSUF FUNDS',
  'RETURNED ITEM FEE',
  'RETURN ITEM FEE',
  'UNPAID ITEM FEE',
  'UNPAID ITEM CHARGE',
  'NON SUFFICIENT',
  'INSUFFICIENT FUNDS FEE',
];

/**
 * The fee and return classes, each decided by the row's direction and its words (rules.ts, in this order):
 *  - NSF fee (debit): insufficient-funds words and a charge word, whoever the returned item names
 *    (`NSF Returned Item Fee <funder>`, `Insufficient Funds Fee For A $215.50 Item`); a bank fee.
 *  - overdraft fee (debit): overdraft words, not overdraft protection (a transfer).
 *  - returned deposit (debit): a deposited item coming back (`Deposited Item Returned Nsf`): a returned item,
 *    `is_nsf` when it says so, never an NSF fee.
 *  - returned debit (credit): the merchant's own outgoing ACH coming back (`Return Of Orig CO Name:<funder>`,
 *    `ACH RTN <funder> R01`): a returned item from that party, never funding.
 */
/** Words that make insufficient-funds wording a fee the bank charged. */
export const CHARGE_WORDS: readonly string[] = ['FEE', 'FEES', 'CHARGE', 'CHG', 'SVC CHG', 'SERVICE CHARGE'];

/** A deposited item coming back (a debit). */
export const DEPOSIT_RETURN_PHRASES: readonly string[] = [
  'DEPOSITED ITEM RETURNED',
  'DEPOSIT ITEM RETURNED',
  'RETURNED DEPOSITED ITEM',
  'RETURNED DEPOSIT ITEM',
  'RETURNED DEPOSIT',
  'DEPOSIT RETURN',
  'DEPOSITED ITEM',
  'RETURNED CHECK',
  'CHARGEBACK',
  'CHARGEBACK DEPOSITED ITEM',
];

/** `OVERDRAFT PROTECTION` is a transfer from savings, not a fee: rules.ts tells them apart. */
export const OVERDRAFT_PHRASES: readonly string[] = [
  'OVERDRAFT',
  'OVERDRAWN',
  'OD FEE',
  'OD CHARGE',
  'PAID ITEM FEE',
  'OVERDRAFT PROTECTION',
  'OD PROTECTION',
  // `OD` (overdraft) next to a charge word: `OD ITEM FEE`, `OD PAID ITEM`, `DAILY OD CHG`
  'OD ITEM',
  'OD ITEM FEE',
  'OD PAID',
  'OD CHG',
  'OD ITEM CHARGE',
  'ODP FEE',
  'DAILY OD',
  'EXTENDED OD',
  'CONTINUOUS OD',
];

export const RETURNED_ITEM_PHRASES: readonly string[] = [
  'RETURN OF POSTED ITEM',
  'RETURNED ITEM',
  'RETURN ITEM',
  'ACH RETURN',
  'RETURNED ACH',
  'RETURNED DEPOSITED ITEM',
  'DEPOSITED ITEM RETURNED',
  'ITEM RETURNED',
  'CHARGEBACK',
  'RETURNED UNPAID',
  'RETURNED CHECK',
  'RETURN SETTLEMENT',
  'DEPOSIT RETURN',
  // the short forms banks print: `ACH RTN <funder> R01`, `RTN ITEM`, `ACH RET`
  'RTN',
  'ACH RTN',
  'RTN ITEM',
  'ACH RET',
  'RETURNED ENTRY',
  // the originator's words for an ACH debit sent back: `Return Of Orig CO Name:…`, `Returned ACH Debit`
  'RETURN OF ORIG',
  'RETURNED ACH DEBIT',
  'ACH DEBIT RETURN',
  'REVERSAL OF ACH DEBIT',
];

export const TRANSFER_PHRASES: readonly string[] = [
  'TRANSFER',
  'XFER',
  'ONLINE TRANSFER',
  'ONLINE BANKING TRANSFER',
  'INTERNET TRANSFER',
  'MOBILE TRANSFER',
  'BOOK TRANSFER',
  'ZBA TRANSFER',
  'INTERNAL TRANSFER',
  'FUNDS TRANSFER',
  'SWEEP',
];

export const P2P_PHRASES: readonly string[] = ['ZELLE', 'VENMO', 'CASH APP', 'CASHAPP', 'APPLE CASH', 'POPMONEY'];

export const WIRE_PHRASES: readonly string[] = [
  'WIRE',
  'FEDWIRE',
  'WIRE TRANSFER',
  'INCOMING WIRE',
  'OUTGOING WIRE',
  'WIRE IN',
  'WIRE OUT',
  'INTL WIRE',
];

/** Credits that are money back or earned on balances: not sales. */
export const REFUND_PHRASES: readonly string[] = [
  'REFUND',
  'REVERSAL',
  'FEE REVERSAL',
  'PROVISIONAL CREDIT',
  'DISPUTE CREDIT',
  'CASHBACK',
  'CASH BACK',
  'REWARD',
  'REWARDS',
  'INTEREST',
  'DIVIDEND',
  'FEE REFUND',
  'CREDIT ADJUSTMENT',
];

export const DEPOSIT_PHRASES: readonly string[] = [
  'DEPOSIT',
  'EDEPOSIT',
  'MOBILE DEPOSIT',
  'REMOTE DEPOSIT',
  'BRANCH DEPOSIT',
  'CASH DEPOSIT',
  'CHECK DEPOSIT',
  'LOCKBOX DEPOSIT',
  'NIGHT DEPOSIT',
  'COUNTER CREDIT',
  'ATM DEPOSIT',
  'RDC DEPOSIT',
  // abbreviated: `MOBILE CHECK DEP`, `REMOTE DEP`, `CHK DEP`
  'DEP',
  'DEPST',
  'MOBILE DEP',
  'MOBILE CHECK DEP',
  'MOBILE CHK DEP',
  'REMOTE DEP',
  'CHECK DEP',
  'CHK DEP',
  'RDC',
  'DEPOSITED CHECK',
];

/** A customer paying an invoice (credit): `ACH CR <payer> VENDOR PMT INV…`, `<payer> INV PMT`. */
export const CUSTOMER_PAYMENT_PHRASES: readonly string[] = [
  'INV',
  'INVOICE',
  'INV PMT',
  'INVOICE PMT',
  'INVOICE PAYMENT',
  'VENDOR PMT',
  'VENDOR PAYMENT',
  'VENDOR PAY',
  'VENDOR PYMT',
  'AP PMT',
  'AP PAYMENT',
  'ACCTS PAYABLE',
  'ACCOUNTS PAYABLE',
  'PAYABLES',
  'SUPPLIER PMT',
  'SUPPLIER PAYMENT',
  'REMITTANCE',
  'REMIT',
];

/** Tax authorities by their wording, for agencies no dictionary names (debits). */
export const TAX_PHRASES: readonly string[] = [
  'DEPT OF REVENUE',
  'DEPT REVENUE',
  'DEPARTMENT OF REVENUE',
  'DEPT OF REV',
  'DEPT REV',
  'REVENUE DEPT',
  'REV DEPT',
  'DOR',
  'REVENUE CABINET',
  'DEPT OF TAXATION',
  'DEPT TAXATION',
  'DEPARTMENT OF TAXATION',
  'DIV OF TAXATION',
  'DIV TAXATION',
  'COMPTROLLER',
  'TAX COLLECTOR',
  'TAX PAYMENT',
  'TAX PMT',
  'TAX PYMT',
  'TAXPAYMENT',
  'TAX PAYMNT',
  'SALES TAX',
  'USE TAX',
  'WITHHOLDING TAX',
  'STATE TAX',
  'FRANCHISE TAX',
];

/** Payroll-processor debits that are the payroll taxes it remits (`ADP TAX`, `GUSTO TAX`, `PAYCHEX TPS`). */
export const PAYROLL_TAX_WORDS: readonly string[] = ['TAX', 'TAXES', 'TAXE', 'TPS', 'TAX PMT', 'TAXPAY'];

/** A payroll processor's debit for its own service (`ADP PAYROLL FEES`, `GUSTO FEE`): an expense. */
export const PROVIDER_FEE_WORDS: readonly string[] = ['FEE', 'FEES', 'SVC FEE', 'SERVICE FEE', 'BILLING', 'INVOICE'];

/** Card-network merchant descriptors: `UBER *TRIP`, `SQ *COFFEE`, `AMZN MKTP*2K4L` (a star after the merchant). */
export const CARD_DESCRIPTOR_RE = /[A-Za-z0-9]\s?\*\s?[A-Za-z0-9]/;

/** Debit wording of everyday spend (card, check, bill pay, bank charges). */
export const EXPENSE_PHRASES: readonly string[] = [
  'POS',
  'POS PURCHASE',
  'POS DEBIT',
  'PURCHASE',
  'CARD PURCHASE',
  'DEBIT CARD PURCHASE',
  'CHECKCARD',
  'CHECK CARD',
  'PURCHASE AUTHORIZED',
  'DEBIT CARD',
  'DBT CARD',
  'DEBIT CRD',
  'VISA DEBIT',
  'CARD',
  'RECURRING CARD',
  'CHECK',
  'ATM',
  'ATM WITHDRAWAL',
  'WITHDRAWAL',
  'CASH WITHDRAWAL',
  'SERVICE CHARGE',
  'SERVICE FEE',
  'MONTHLY SERVICE FEE',
  'MAINTENANCE FEE',
  'WIRE FEE',
  'FEE',
  'BILL PAY',
  'BILLPAY',
  'ONLINE PAYMENT',
  'RECURRING PAYMENT',
  'EPAYMENT',
  'INSURANCE',
  'INS PREM',
  'RENT',
  'UTILITY',
  'UTILITIES',
];

/** Suppliers, utilities, insurers and landlords common on small-business statements. */
export const OPERATING_VENDORS: readonly string[] = [
  'HOME DEPOT',
  'LOWES',
  'COSTCO',
  'SAMS CLUB',
  'WALMART',
  'STAPLES',
  'OFFICE DEPOT',
  'RESTAURANT DEPOT',
  'SYSCO',
  'US FOODS',
  'CINTAS',
  'SHELL',
  'EXXONMOBIL',
  'CHEVRON',
  'FEDEX',
  'UPS',
  'USPS',
  'GOOGLE',
  'ADOBE',
  'MICROSOFT',
  'QUICKBOOKS',
  'INTUIT',
  'GEORGIA POWER',
  'DUKE ENERGY',
  'CON EDISON',
  'CONSOLIDATED EDISON',
  'COMCAST',
  'SPECTRUM',
  'VERIZON',
  'AT T',
  'WASTE MANAGEMENT',
  'HISCOX',
  'STATE FARM',
  'NEXT INSURANCE',
  'HARTFORD',
  'GEICO',
  'PROGRESSIVE',
  'PARKSIDE PROPERTIES',
  'CAPSTONE REALTY',
  'BRIXMOR',
  'KIMCO REALTY',
];

/** Fixed counterparty for wording that names no party. */
export const GENERIC_PARTIES: Record<string, string> = {
  REVERSAL: 'Refund',
  'FEE REVERSAL': 'Refund',
  'FEE REFUND': 'Refund',
  'PROVISIONAL CREDIT': 'Refund',
  CASHBACK: 'Refund',
  'CASH BACK': 'Refund',
  REWARD: 'Refund',
  REWARDS: 'Refund',
  'CREDIT ADJUSTMENT': 'Refund',
  INTEREST: 'Interest',
  DIVIDEND: 'Interest',
  CHECK: 'Check',
  ATM: 'ATM',
  'ATM WITHDRAWAL': 'ATM',
  'SERVICE CHARGE': 'Bank fee',
  'SERVICE FEE': 'Bank fee',
  'MONTHLY SERVICE FEE': 'Bank fee',
  'MAINTENANCE FEE': 'Bank fee',
  'WIRE FEE': 'Bank fee',
  FEE: 'Bank fee',
};

// Deliberately broken statements: the PDF prints the tampered rows with the ORIGINAL totals and balances,
// and the truth records what is printed, flagged `tampered`. A reader must not verify any of them.
import { formatCents } from '../../src/money.ts';
import { addDays } from './calendar.ts';
import type { Fixture } from './index.ts';
import { layoutByName } from './layouts/index.ts';
import type { StatementView, ViewRow } from './model.ts';
import { renderStatement, viewFor } from './statement.ts';

interface TamperSpec {
  name: string;
  layout: string;
  month: number;
  apply: (v: StatementView) => string;
}

const show = (r: ViewRow) => `${r.date} ${r.type} ${formatCents(r.amount)} "${r.parts[0].slice(0, 40)}"`;

export const TAMPERS: TamperSpec[] = [
  {
    name: 'tamper-drop-row',
    layout: 'westfield-commerce',
    month: 1,
    apply: (v) => {
      const rows = v.accounts[0].rows;
      const i = rows.findIndex((r, k) => k > rows.length / 2 && r.balance === null);
      const [gone] = rows.splice(i, 1);
      return `row ${i + 1} dropped (${show(gone)}); totals and day-end balances still printed from the full ledger`;
    },
  },
  {
    name: 'tamper-digit',
    layout: 'crestview-business',
    month: 1,
    apply: (v) => {
      const r = v.accounts[0].rows.find((x) => x.type === 'debit' && x.amount >= 10_000)!;
      const before = show(r);
      const d = Math.floor(r.amount / 1000) % 10;
      r.amount += (((d + 3) % 10) - d) * 1000;
      return `one digit of an amount changed: ${before} now prints ${formatCents(r.amount)}; its balance is unchanged`;
    },
  },
  {
    name: 'tamper-swap',
    layout: 'summit-key',
    month: 0,
    apply: (v) => {
      const rows = v.accounts[0].rows;
      const a = rows.find((r, k) => k > 10 && r.type === 'debit' && r.balance !== null)!;
      const b = rows.find(
        (r, k) => k > rows.indexOf(a) + 3 && r.type === 'debit' && r.amount !== a.amount && r.balance !== null,
      )!;
      [a.amount, b.amount] = [b.amount, a.amount];
      return `amounts of two debits swapped (${a.date} and ${b.date}); both balances still printed, so totals hold but the balance chain breaks twice`;
    },
  },
  {
    name: 'tamper-total-cent',
    layout: 'keystone-america',
    month: 1,
    apply: (v) => {
      const a = v.accounts[0];
      a.credits += 1;
      const s = a.sections.find((x) => x.type === 'credit')!;
      s.total += 1;
      return `printed deposits total is one cent above the sum of the deposit rows (${formatCents(s.total)})`;
    },
  },
  {
    name: 'tamper-dup-row',
    layout: 'meridian-sections',
    month: 1,
    apply: (v) => {
      const rows = v.accounts[0].rows;
      const i = rows.findIndex((r, k) => k > 5 && r.type === 'credit');
      rows.splice(i + 1, 0, { ...rows[i], id: 100_000 });
      return `row ${i + 1} printed twice (${show(rows[i])}); summary and daily balances unchanged`;
    },
  },
  {
    name: 'tamper-drop-dup-cancel',
    layout: 'summit-key',
    month: 1,
    apply: (v) => {
      const rows = v.accounts[0].rows;
      const byAmount = new Map<number, ViewRow[]>();
      for (const r of rows) if (r.type === 'debit') byAmount.set(r.amount, [...(byAmount.get(r.amount) ?? []), r]);
      const same = [...byAmount.values()].find((l) => l.length >= 4)!;
      const [a, b] = [same[1], same[same.length - 2]];
      rows.splice(rows.indexOf(a), 1);
      rows.splice(rows.indexOf(b) + 1, 0, { ...b, id: 100_001 });
      return `a ${formatCents(a.amount)} debit on ${a.date} dropped and the same-amount debit on ${b.date} printed twice: totals and counts still reconcile, balances do not`;
    },
  },
  {
    name: 'tamper-date-outside-period',
    layout: 'allegheny-pnc',
    month: 1,
    apply: (v) => {
      const r = v.accounts[0].rows.find((x, k) => k > 8 && x.type === 'credit')!;
      const before = show(r);
      const next = addDays(v.periodEnd, 5);
      r.date = next;
      return `a deposit's date moved after the period end (${before} now prints ${next.slice(5)}): totals and counts still reconcile; the period and the daily balances do not`;
    },
  },
];

export async function buildTamper(spec: TamperSpec, seed: number): Promise<Fixture> {
  const layout = layoutByName(spec.layout);
  const view: StatementView = structuredClone(viewFor(layout, seed, spec.month));
  view.tampered = spec.apply(view);
  const r = await renderStatement(layout, view, `${spec.name}:${seed}`);
  const name = seed === 1 ? spec.name : `${spec.name}-s${seed}`;
  return {
    name,
    pdf: r.pdf,
    truth: {
      file: `${name}.pdf`,
      layout: layout.name,
      page_classes: Array(r.pageCount).fill('bank_statement'),
      statements: [r.truth],
      quirks: [...layout.quirks, 'tampered'],
    },
  };
}

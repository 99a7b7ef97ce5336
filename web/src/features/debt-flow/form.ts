/** The debt defence form's state, its pre-fill from `letterData` and its checks (part 1 §3, §5). */
import { DEBT_FLOW_TYPES, FLOW_ENTITY_TYPES, PERSONAL_TITLES, WARRANT_TYPES } from '@app/shared/constants';
import type { DebtFlowBody } from '../../api/debt-flow';

export type SendMethod = 'post' | 'recorded' | 'email' | 'hand';
export interface PriorLetterState {
  sentAt: string;
  method: SendMethod;
  feeEnclosed: boolean;
}

export interface FlowState {
  personalTitle: string;
  personalName: string;
  entityType: string;
  entityName: string;
  creditorName: string;
  debtAmount: string;
  accountNumber: string;
  debtType: string;
  bailiffName: string;
  warrantType: string;
  warrantNumber: string;
  warrantDate: string;
  creditAgencies: ('equifax' | 'experian' | 'transunion')[];
  disputeReason: string;
  creditorEmail: string;
  userAddress: string;
  useStandardChallenge: boolean;
  useEDPChallenge: boolean;
  useTrustChallenge: boolean;
  originalFileName: string;
  /** How many letters the user already sent this creditor: 0, 1 (a first) or 2 (a first and a second). */
  alreadySent: 0 | 1 | 2;
  priorLetters: [PriorLetterState, PriorLetterState];
}

export const EMPTY_FLOW: FlowState = {
  personalTitle: '',
  personalName: '',
  entityType: '',
  entityName: '',
  creditorName: '',
  debtAmount: '',
  accountNumber: '',
  debtType: 'normal',
  bailiffName: '',
  warrantType: '',
  warrantNumber: '',
  warrantDate: '',
  creditAgencies: [],
  disputeReason: '',
  creditorEmail: '',
  userAddress: '',
  useStandardChallenge: true,
  useEDPChallenge: false,
  useTrustChallenge: false,
  originalFileName: '',
  alreadySent: 0,
  priorLetters: [
    { sentAt: '', method: 'post', feeEnclosed: false },
    { sentAt: '', method: 'post', feeEnclosed: false },
  ],
};

/** Labels of the twenty flow types (part 1 §3). */
export const FLOW_TYPE_LABELS: Record<(typeof DEBT_FLOW_TYPES)[number], string> = {
  normal: 'General Debt',
  trust: 'Trust Entity',
  edp: 'EDP Entity',
  council_tax: 'Council Tax',
  parking: 'Parking Fine',
  ulez: 'ULEZ / Clean Air Zone Charge',
  water: 'Water Bill',
  gas_electric: 'Gas or Electricity Bill',
  telephone: 'Telephone or Broadband',
  benefit_overpayment: 'Benefit Overpayment',
  tv_licence: 'TV Licence',
  credit_card: 'Credit Card',
  loan: 'Loan',
  mortgage: 'Mortgage',
  rent_arrears: 'Rent Arrears',
  child_maintenance: 'Child Maintenance',
  court_fines: 'Court Fines',
  nhs_charges: 'NHS Charges',
  student_loan: 'Student Loan',
  business_rates: 'Business Rates',
};

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * The `letterData` query: encoded JSON from another screen (e.g. a letter already read), with originalFileName.
 * Unknown keys are ignored and known ones only taken when they fit; null when it is not JSON at all.
 */
export function parseLetterData(raw: string): Partial<FlowState> | null {
  let data: unknown;
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      data = JSON.parse(candidate);
      break;
    } catch {
      /* try the next form */
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const out: Partial<FlowState> = {};
  const take = (k: keyof FlowState, v: string | undefined) => {
    if (v !== undefined && v.trim() !== '') (out as Record<string, unknown>)[k] = v.trim();
  };
  take('personalTitle', oneOf(PERSONAL_TITLES, d.personalTitle));
  take('personalName', str(d.personalName));
  take('entityType', oneOf(FLOW_ENTITY_TYPES, d.entityType));
  take('entityName', str(d.entityName));
  take('creditorName', str(d.creditorName));
  take('debtAmount', str(d.debtAmount));
  take('accountNumber', str(d.accountNumber));
  take('debtType', oneOf(DEBT_FLOW_TYPES, d.debtType));
  take('bailiffName', str(d.bailiffName));
  take('warrantType', oneOf(WARRANT_TYPES, d.warrantType));
  take('warrantNumber', str(d.warrantNumber));
  take('warrantDate', str(d.warrantDate));
  take('disputeReason', str(d.disputeReason));
  take('creditorEmail', str(d.creditorEmail));
  take('userAddress', str(d.userAddress));
  take('originalFileName', str(d.originalFileName));
  if (Array.isArray(d.creditAgencies))
    out.creditAgencies = d.creditAgencies.filter(
      (a): a is FlowState['creditAgencies'][number] =>
        a === 'equifax' || a === 'experian' || a === 'transunion',
    );
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** What is missing before the form can be sent (empty when nothing is). */
export function missing(f: FlowState): string[] {
  const out: string[] = [];
  if (!f.creditorName.trim()) out.push('the creditor’s name');
  if (!f.userAddress.trim()) out.push('your postal address');
  if ((f.entityType === 'EDP' || f.entityType === 'TM') && !f.disputeReason.trim())
    out.push('the trademark classes');
  for (let i = 0; i < f.alreadySent; i++)
    if (!f.priorLetters[i].sentAt) out.push(`the date of your ${i === 0 ? 'first' : 'second'} letter`);
  return out;
}

export function toBody(
  f: FlowState,
  extra: {
    bailiffVerified?: boolean;
    bailiffCheckUrl: string;
    emailFound: boolean;
    availableEmails: string[];
  },
): DebtFlowBody {
  const { alreadySent, priorLetters, personalTitle, entityType, debtType, warrantType, ...rest } = f;
  return {
    ...rest,
    personalTitle: personalTitle as DebtFlowBody['personalTitle'],
    entityType: entityType as DebtFlowBody['entityType'],
    debtType: debtType as DebtFlowBody['debtType'],
    warrantType: warrantType as DebtFlowBody['warrantType'],
    ...(extra.bailiffVerified === undefined ? {} : { bailiffVerified: extra.bailiffVerified }),
    bailiffCheckUrl: extra.bailiffCheckUrl,
    emailFound: extra.emailFound,
    availableEmails: extra.availableEmails,
    priorLetters: priorLetters.slice(0, alreadySent),
  };
}

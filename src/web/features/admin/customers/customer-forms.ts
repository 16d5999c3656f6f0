import { z } from 'zod';
import {
  addCustomerSchema,
  newPasswordSchema,
  updateCustomerSchema,
  type AddCustomerInput,
  type AdminCustomerDetail,
  type UpdateCustomerInput,
} from '../../../../domain/customers.schemas';
import { messages } from '../../../../domain/messages';
import { pointsPhrase } from '../../../../domain/points';
import type { Tier } from '../../../../domain/tiers';

/** The shop itself, the root of the referral tree: a customer with no parent is under it. */
export const ROOT_CODE = 'A100';

const text = (value: string) => value.trim();
const code = (value: string) => value.trim().toUpperCase();
/** An optional text: left out of the request when empty. */
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

const requireNameAndPhone = (input: { name?: string; phone?: string }, ctx: z.RefinementCtx) => {
  for (const field of ['name', 'phone'] as const) {
    if (input[field] !== undefined && input[field].trim() === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: messages.adminCustomers.nameAndPhoneRequired });
      return;
    }
  }
};

/* ------------------------------------------------------------------ Add customer */

export interface AddCustomerValues {
  name: string;
  phone: string;
  code: string;
  parentCode: string;
  address: string;
  password: string;
}

export const EMPTY_ADD_CUSTOMER: AddCustomerValues = {
  name: '',
  phone: '',
  code: '',
  parentCode: '',
  address: '',
  password: '',
};

/** The form's text as the request takes it: codes in capitals, empty optional fields left out. */
export function addCustomerInput(values: AddCustomerValues): AddCustomerInput {
  return {
    name: text(values.name),
    phone: text(values.phone),
    code: optional(code(values.code)),
    parentCode: optional(code(values.parentCode)),
    address: optional(values.address),
    password: values.password === '' ? undefined : values.password,
  };
}

/**
 * The shared request schema with SPEC's first check (name and phone required) and, when a
 * password is given, the registration's password rule; the server checks the rest.
 */
export const addCustomerFormSchema = addCustomerSchema.superRefine((input, ctx) => {
  requireNameAndPhone(input, ctx);
  if (input.password === undefined) return;
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]!.message });
  }
});

/* ------------------------------------------------------------------ Edit customer */

export interface EditCustomerValues {
  name: string;
  phone: string;
  address: string;
  parentCode: string;
  tier: Tier;
  /** Typed text: a whole number of at least 0. */
  points: string;
  reason: string;
}

export function editCustomerValues(customer: AdminCustomerDetail): EditCustomerValues {
  return {
    name: customer.name,
    phone: customer.phone,
    address: customer.address,
    parentCode: customer.parentCode ?? ROOT_CODE,
    tier: customer.tier,
    points: String(customer.points),
    reason: '',
  };
}

/** The points typed, as a number (NaN when it is not a whole number: the schema refuses it). */
export function typedPoints(points: string): number {
  return /^\s*\d+\s*$/.test(points) ? Number(points) : Number.NaN;
}

/**
 * Only what changed goes to the server (PUT changes only the fields sent): an unchanged tier is
 * not "set by hand" again, unchanged points write no ledger row. An empty parent is the shop.
 */
export function editCustomerInput(
  customer: AdminCustomerDetail,
  values: EditCustomerValues,
): UpdateCustomerInput {
  const input: UpdateCustomerInput = {};
  if (text(values.name) !== customer.name) input.name = text(values.name);
  if (text(values.phone) !== customer.phone) input.phone = text(values.phone);
  if (text(values.address) !== customer.address) input.address = text(values.address);
  const parent = code(values.parentCode) || ROOT_CODE;
  if (parent !== (customer.parentCode ?? ROOT_CODE)) input.parentCode = parent;
  if (values.tier !== customer.tier) input.tier = values.tier;
  const points = typedPoints(values.points);
  if (points !== customer.points) {
    input.points = points;
    input.reason = text(values.reason);
  }
  return input;
}

/** The shared schema, with name and phone kept, and a reason for every points change. */
export const editCustomerFormSchema = updateCustomerSchema.superRefine((input, ctx) => {
  requireNameAndPhone(input, ctx);
  if (input.points !== undefined && !input.reason?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.adminCustomers.reasonRequired });
  }
});

/** Points that are not a whole number say SPEC's rule (not zod's "expected number"). */
export const editCustomerMessage = (issue: z.core.$ZodIssue) =>
  issue.path[0] === 'points' && issue.code === 'invalid_type'
    ? messages.adminCustomers.pointsAtLeastZero
    : issue.message;

/** "+50 points", "−20 points" (a true minus sign), or null when the balance stays. */
export function pointsChangeLabel(current: number, typed: string): string | null {
  const wanted = typedPoints(typed);
  if (Number.isNaN(wanted) || wanted === current) return null;
  const change = wanted - current;
  return `${change > 0 ? '+' : '−'}${pointsPhrase(Math.abs(change))}`;
}

/* ------------------------------------------------------------------ Set a password */

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The admin types the new password twice; SPEC's registration words when they differ or it is short. */
export const newPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((input, ctx) => {
    if (input.password !== input.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: messages.register.passwordsDoNotMatch,
      });
      return;
    }
    const password = newPasswordSchema.safeParse(input.password);
    if (!password.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]!.message });
    }
  });

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { couponSchema, couponUpdateSchema } from './coupons';
import {
  idSchema,
  idTextSchema,
  integer,
  integerText,
  NOT_AN_INTEGER,
  NOT_INTEGER_TEXT,
  readIntegerText,
} from './integers';
import { createPaymentSchema } from './payments';
import {
  balanceChangeSchema,
  categoryUpdateSchema,
  dollarsToCents,
  productUpdateSchema,
  purchaseSchema,
} from './requests';
import { commentSchema } from './reviews';
import { ticketMessageSchema } from './support';
import { warrantyClaimSchema } from './warranty';
import { NOT_INTEGERS } from '../test/support/not-integers';

/** Every form a loose number parse would accept, and an object: none is an integer here. */
const NOT_INTEGERS_OR_OBJECT: unknown[] = [...NOT_INTEGERS, {}];

/** Text that is not plain decimal digits. */
const NOT_INTEGER_TEXTS = ['0x10', '1e3', '+5', ' 1 ', '1.', '', '1.0', '١', 'Infinity', '--1'];

describe('integer (JSON bodies)', () => {
  const schema = integer({ min: 0, max: 100 });

  it('takes plain JSON integers within the bounds', () => {
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(100)).toBe(100);
    expect(schema.parse(7)).toBe(7);
  });

  it('refuses every other type and every fraction with a readable message', () => {
    for (const value of NOT_INTEGERS_OR_OBJECT) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(NOT_AN_INTEGER);
    }
  });

  it('names the bounds, with the messages given', () => {
    expect(schema.safeParse(-1).error!.issues[0]!.message).toBe('Must be at least 0');
    expect(schema.safeParse(101).error!.issues[0]!.message).toBe('Must be at most 100');
    const named = integer({ min: 1, max: 5, notWhole: 'Whole stars', tooSmall: 'At least one' });
    expect(named.safeParse('3').error!.issues[0]!.message).toBe('Whole stars');
    expect(named.safeParse(0).error!.issues[0]!.message).toBe('At least one');
  });
});

describe('integerText (paths and queries)', () => {
  const schema = integerText({ min: -5, max: 1_000 });

  it('reads plain decimal digits, with an optional minus', () => {
    expect(schema.parse('12')).toBe(12);
    expect(schema.parse('-5')).toBe(-5);
    expect(schema.parse('007')).toBe(7);
  });

  it('refuses any other text, and numbers', () => {
    for (const text of [...NOT_INTEGER_TEXTS, 12, true]) {
      const result = schema.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(NOT_INTEGER_TEXT);
    }
    expect(schema.safeParse('1001').success).toBe(false);
    expect(schema.safeParse('99999999999999999999999').success).toBe(false);
  });

  it('readIntegerText gives the number, or null for anything but plain digits', () => {
    expect(readIntegerText('42')).toBe(42);
    expect(readIntegerText('-42')).toBe(-42);
    for (const text of NOT_INTEGER_TEXTS) expect(readIntegerText(text), text).toBeNull();
    expect(readIntegerText('9007199254740993')).toBeNull();
  });

  it('ids: a positive integer in a body, positive digits in a path', () => {
    expect(idSchema.parse(3)).toBe(3);
    expect(idTextSchema.parse('3')).toBe(3);
    for (const value of [0, -1, 2 ** 31, '3', true])
      expect(idSchema.safeParse(value).success).toBe(false);
    for (const text of ['0', '-1', '2147483648', '3.0', '0x3'])
      expect(idTextSchema.safeParse(text).success).toBe(false);
  });
});

describe('the integer fields of the request bodies', () => {
  /** Each integer field with a body that is valid but for it. */
  const FIELDS: [string, z.ZodType, Record<string, unknown>][] = [
    ['productId', purchaseSchema, { productId: 1, quantity: 1 }],
    ['quantity', purchaseSchema, { productId: 1, quantity: 1 }],
    ['ticketId', ticketMessageSchema, { ticketId: 1, message: 'Hi' }],
    ['orderId', warrantyClaimSchema, { orderId: 1, description: 'Broken' }],
    ['productId', commentSchema, { productId: 1, comment: 'Fine' }],
    ['rating', commentSchema, { comment: 'Fine', rating: 5 }],
    ['discountPercentage', couponSchema, { code: 'A', discountPercentage: 10, maxUsage: 1 }],
    ['maxUsage', couponSchema, { code: 'A', discountPercentage: 10, maxUsage: 1 }],
    ['discountPercentage', couponUpdateSchema, { discountPercentage: 10 }],
    ['maxUsage', couponUpdateSchema, { maxUsage: 1 }],
    ['categoryId', productUpdateSchema, { categoryId: 1 }],
    ['stock', productUpdateSchema, { stock: 1 }],
    ['warrantyDays', productUpdateSchema, { warrantyDays: 1 }],
    ['sortOrderInCategory', productUpdateSchema, { sortOrderInCategory: 1 }],
    ['sortOrder', categoryUpdateSchema, { sortOrder: 1 }],
    ['depositId', balanceChangeSchema, { amount: '1.00', operation: 'add', depositId: 1 }],
  ];

  it.each(FIELDS)('%s takes a JSON integer and nothing else', (field, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const value of NOT_INTEGERS_OR_OBJECT) {
      // categoryId may be null (no category): the one value it takes besides an id.
      if (field === 'categoryId' && value === null) continue;
      const result = schema.safeParse({ ...valid, [field]: value });
      expect(result.success, `${field}: ${JSON.stringify(value)}`).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path[0])).toContain(field);
    }
  });

  it('reviewRating is a JSON number, not a boolean, text or array', () => {
    expect(productUpdateSchema.parse({ reviewRating: 4.5 }).reviewRating).toBe(4.5);
    for (const value of [true, '4.5', '0x4', [4], null, ''])
      expect(productUpdateSchema.safeParse({ reviewRating: value }).success).toBe(false);
  });
});

describe('dollar amounts', () => {
  it('take a JSON number or a decimal string, never a boolean, array, hex or exponent', () => {
    expect(dollarsToCents.parse('12.50')).toBe(1250);
    expect(dollarsToCents.parse(12.5)).toBe(1250);
    for (const value of [true, false, null, [], [10], ['10'], '0x10', '1e3', '+5', {}, '']) {
      expect(dollarsToCents.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(createPaymentSchema.safeParse({ amount: value }).success).toBe(false);
    }
  });
});

/**
 * Request bodies of the HTTP API as zod schemas, shared by the API (validation) and the web app
 * (forms). Sources: docs/specs/customer-area.md section 5 and 7, docs/specs/admin-area.md section 5
 * and 7.
 */
import { z } from 'zod';
import { captchaSolutionField } from './captcha';
import {
  CATEGORY_ICONS,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_CATEGORY_ICON,
  MIN_PASSWORD_LENGTH,
} from './constants';
import { STAFF_ROLES } from './staff-roles';
import { isProductImageUrl, PRODUCT_IMAGE_URL_MESSAGE } from './image-url';
import { idSchema, integer } from './integers';
import { parseDollarsToCents } from './money';
import { MASKED_STOCK_ITEM, MASKED_STOCK_MESSAGE } from './stock-items';

export { CATEGORY_ICONS, DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_ICON, MIN_PASSWORD_LENGTH };
export type { CategoryIcon } from './constants';

const trimmed = (max: number) => z.string().trim().max(max);
const required = (label: string, max = 200) =>
  trimmed(max).min(1, { message: `${label} is required` });

/** A dollar amount sent as a number or decimal string; parsed to integer cents. */
export const dollarsToCents = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const cents = parseDollarsToCents(value);
    if (cents === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an amount in dollars with at most 2 decimals',
      });
      return z.NEVER;
    }
    return cents;
  })
  .describe('Dollars: a number or a decimal string with at most 2 decimals ("12.50")');

/** A positive integer id in a JSON body (contracts/integers.ts). */
export { idSchema };

/** A password being chosen: at least MIN_PASSWORD_LENGTH characters, at most 200. */
const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  .max(200);

export const loginSchema = z.object({
  email: z.string().trim().min(1, { message: 'Email is required' }).max(254),
  password: z.string().min(1, { message: 'Password is required' }).max(200),
  /** The ALTCHA payload, when the store asks for one (contracts/captcha.ts). */
  captcha: captchaSolutionField.optional(),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  password: newPasswordField,
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  country: required('Country', 60),
  /** The ALTCHA payload, when the store asks for one (contracts/captcha.ts). */
  captcha: captchaSolutionField.optional(),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

export const updateProfileSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  country: required('Country', 60),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(200),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** POST /api/forgot-password: the address to mail a reset link to. */
export const forgotPasswordSchema = z.object({
  email: z.email({ message: 'Enter a valid email address' }).max(254),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** A mailed link's token: 43 base64url characters (HMAC-SHA-256). */
const linkTokenField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, {
    message: 'The link is incomplete: open it again from the email',
  });

/** POST /api/reset-password: the mailed link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: linkTokenField,
  password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** POST /api/verify-email: the mailed verification link's token. */
export const verifyEmailSchema = z.object({ token: linkTokenField });

/** The message of a second-factor code in neither form. */
const TWO_FACTOR_CODE_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or a recovery code (xxxxx-xxxxx)';

/**
 * A second-factor code, trimmed: six digits (TOTP, RFC 6238) or a recovery code of ten letters
 * and digits, optionally split in two by a dash or a space, in any case.
 */
export const twoFactorCodeSchema = z
  .string()
  .max(40)
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, { message: TWO_FACTOR_CODE_MESSAGE });

/** POST /api/two-factor/enable: a code of the authenticator app just set up. */
export const enableTwoFactorSchema = z.object({
  code: z
    .string()
    .max(40)
    .trim()
    .regex(/^\d{6}$/, { message: 'Enter the 6-digit code from your authenticator app' }),
});
export type EnableTwoFactorRequest = z.infer<typeof enableTwoFactorSchema>;

/** POST /api/login/two-factor: the second step of a sign-in. */
export const twoFactorSignInSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorSignInRequest = z.infer<typeof twoFactorSignInSchema>;

/** POST /api/two-factor/disable: the password and a code (TOTP or recovery). */
export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, { message: 'Password is required' }).max(200),
  code: twoFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorSchema>;

/** PUT /api/admin/users/{id}/roles: the account's staff roles (none: a customer). */
export const staffRolesSchema = z.object({
  roles: z
    .array(z.enum(STAFF_ROLES, { message: `A role is one of ${STAFF_ROLES.join(', ')}` }))
    .max(STAFF_ROLES.length),
});
export type StaffRolesRequest = z.infer<typeof staffRolesSchema>;

/** POST /api/admin/users/{id}/suspend: why (shown to staff). */
export const suspendUserSchema = z.object({ reason: required('Reason', 500) });
export type SuspendUserRequest = z.infer<typeof suspendUserSchema>;

/** POST /api/step-up: the password, or a second-factor code, entered again. */
export const stepUpSchema = z.union([
  z.object({ password: z.string().min(1, { message: 'Password is required' }).max(200) }).strict(),
  z.object({ code: twoFactorCodeSchema }).strict(),
]);
export type StepUpRequest = z.infer<typeof stepUpSchema>;

/** Drops keys whose value is undefined, so defaults are not overwritten by absent fields. */
function defined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}

const categoryShape = {
  name: z.string().trim().min(1, { message: 'Category name is required' }).max(120),
  description: trimmed(5000),
  shortDescription: trimmed(500),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Colour must be a hex colour like #3B82F6' }),
  icon: z.enum(CATEGORY_ICONS),
  metaTitle: trimmed(200),
  metaDescription: trimmed(500),
  metaKeywords: trimmed(500),
  customUrl: trimmed(120),
  isActive: z.boolean(),
  sortOrder: integer({ min: -1_000_000, max: 1_000_000 }),
};

/** Defaults of a new category (docs/specs/admin-area.md section 5, Category). */
export const CATEGORY_DEFAULTS = {
  description: '',
  shortDescription: '',
  color: DEFAULT_CATEGORY_COLOR,
  icon: DEFAULT_CATEGORY_ICON,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  customUrl: '',
  isActive: true,
  sortOrder: 0,
};

/** PUT /api/admin/categories/{id}: any subset of the fields. */
export const categoryUpdateSchema = z.object(categoryShape).partial();
/** POST /api/admin/categories: name required, the rest defaulted. */
export const categorySchema = categoryUpdateSchema
  .required({ name: true })
  .transform((value) => ({ ...CATEGORY_DEFAULTS, ...defined(value), name: value.name }));
export type CategoryRequest = z.input<typeof categorySchema>;

export const DELIVERY_TYPES = ['automatic', 'manual'] as const;

const productShape = {
  name: z.string().trim().min(1, { message: 'Product name is required' }).max(200),
  description: trimmed(5000),
  shortDescription: trimmed(20000),
  longDescription: trimmed(50000),
  price: dollarsToCents,
  originalPrice: dollarsToCents.nullable(),
  categoryId: idSchema.nullable(),
  stock: integer({ min: 0, max: 1_000_000 }),
  deliveryType: z.enum(DELIVERY_TYPES),
  productImages: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(2000)
        .refine(isProductImageUrl, { message: PRODUCT_IMAGE_URL_MESSAGE }),
    )
    .max(20),
  hasWarranty: z.boolean(),
  warrantyDays: integer({ min: 0, max: 3650 }),
  metaTitle: trimmed(200),
  metaDescription: trimmed(500),
  metaKeywords: trimmed(500),
  productUrl: trimmed(160),
  customUrl: trimmed(160),
  sortOrderInCategory: integer({ min: -1_000_000, max: 1_000_000 }),
  showOnHomepage: z.boolean(),
  reviewRating: z.number().min(1).max(5),
  isActive: z.boolean(),
};

/**
 * Defaults of a new product (docs/specs/admin-area.md section 5: sortOrderInCategory 0,
 * reviewRating 4.5).
 */
export const PRODUCT_DEFAULTS = {
  description: '',
  shortDescription: '',
  longDescription: '',
  originalPrice: null,
  categoryId: null,
  stock: 0,
  deliveryType: 'manual' as const,
  productImages: [] as string[],
  warrantyDays: 0,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  productUrl: '',
  customUrl: '',
  sortOrderInCategory: 0,
  showOnHomepage: false,
  reviewRating: 4.5,
  isActive: true,
};

/** PUT /api/products/{id}: any subset of the fields (prices in cents once parsed). */
export const productUpdateSchema = z.object(productShape).partial();
export type ProductUpdate = z.output<typeof productUpdateSchema>;
/** POST /api/products: name and price required, the rest defaulted. */
export const productSchema = productUpdateSchema
  .required({ name: true, price: true })
  .transform((value) => ({
    ...PRODUCT_DEFAULTS,
    ...defined(value),
    name: value.name,
    price: value.price,
  }));
export type ProductRequest = z.input<typeof productSchema>;

/**
 * PUT /api/admin/products/{id}/stock. `stockVersion` (optional, an extension of the spec's body)
 * is the product's stockVersion the list was edited from; when it is no longer the product's the
 * edit is refused with 409 instead of overwriting a sale made meanwhile.
 */
export const stockItemsSchema = z.object({
  stockItems: z
    .array(z.string().max(10_000))
    .max(100_000)
    .refine((items) => !items.some((item) => item.trim() === MASKED_STOCK_ITEM), {
      message: MASKED_STOCK_MESSAGE,
    }),
  stockVersion: integer({ min: 0, max: 2_147_483_647 })
    .optional()
    .describe(
      'The stockVersion of the product as loaded (GET /api/admin/products/{id}/stock); 409 when the stock changed since',
    ),
});

export const balanceChangeSchema = z.object({
  amount: dollarsToCents.refine((cents) => cents > 0, { message: 'Amount must be greater than 0' }),
  operation: z.enum(['add', 'subtract']),
  reason: trimmed(500).optional(),
  /** The card or PayPal top-up request this addition credits, so it is credited once. */
  depositId: idSchema.optional(),
});

export const purchaseSchema = z.object({
  productId: idSchema,
  quantity: integer({ min: 1, max: 10_000, tooSmall: 'Quantity must be at least 1' }),
  couponCode: z.string().trim().max(64).optional(),
});
export type PurchaseRequest = z.input<typeof purchaseSchema>;

export const ORDER_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * POST /api/admin/orders/{id}/replacement: why staff send a replacement key outside the warranty
 * (required; shown to the customer with the key).
 */
export const replacementSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(500),
});
export type ReplacementRequest = z.input<typeof replacementSchema>;

export const orderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  deliveredItem: z.string().max(20_000).optional(),
});

/** POST /api/admin/orders/{id}/refunds: no amount means everything left on the order. */
export const refundSchema = z.object({
  amount: dollarsToCents
    .optional()
    .describe('Dollars to give back ("12.50"); absent: all that is left (paid minus refunded)'),
  reason: required('Reason', 500).describe('Why: the customer sees it'),
  restock: z
    .boolean()
    .describe(
      "true: the order's keys go back to the product's stock (only with the refund of everything left); false: they are burned",
    ),
});
export type RefundRequest = z.input<typeof refundSchema>;

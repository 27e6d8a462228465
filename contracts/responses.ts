/**
 * Response shapes of the HTTP API (JSON). Money is a decimal string with two decimals.
 * Sources: docs/specs/customer-area.md section 3 and docs/specs/admin-area.md section 3.
 */
import type { StaffRole } from './staff-roles';
import type { OrderCompensationDto } from './overdue-compensation';
import type { CategoryIcon, OrderStatus } from './requests';
import type { ProductPolicy } from './product-policy';

/** GET /api/user, POST /api/login, POST /api/register. */
export interface UserDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  /** Any staff role (docs/specs/customer-area.md section 7 keeps the flag). */
  isAdmin: boolean;
  /** Staff roles (contracts/staff-roles.ts); none for a customer. */
  roles: StaffRole[];
  /** Why and since when (ISO 8601) staff suspended the account; null when it is not. */
  suspension: { reason: string; since: string } | null;
  /** The customer opened the verification link mailed to `email`. */
  emailVerified: boolean;
  /** Whether sign-in asks for a second factor (a TOTP or recovery code). */
  twoFactorEnabled: boolean;
  /** Dollars, "12.50". */
  balance: string;
  createdAt: string;
  /** Present while an admin acts as this user. */
  impersonatedBy?: { id: number; email: string } | null;
}

/** POST /api/two-factor/setup: the otpauth:// URL of the new secret and its QR code (PNG data URL). */
export interface TwoFactorSetupDto {
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** POST /api/two-factor/enable: the ten single-use recovery codes, shown this once. */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

export interface CategoryDto {
  id: number;
  name: string;
  description: string;
  shortDescription: string;
  color: string;
  icon: CategoryIcon;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  customUrl: string;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

/**
 * A category as the admin categories screen reads it (docs/specs/admin-area.md 2.11): with how
 * many products it holds, inactive ones included, so a delete can ask where they go.
 */
export interface AdminCategoryDto extends CategoryDto {
  productCount: number;
}

export interface ProductDto {
  id: number;
  name: string;
  description: string;
  shortDescription: string;
  longDescription: string;
  /** Dollars, "12.50". */
  price: string;
  /** Dollars or null. */
  originalPrice: string | null;
  categoryId: number | null;
  category: { id: number; name: string; customUrl: string } | null;
  stock: number;
  deliveryType: 'automatic' | 'manual';
  productImages: string[];
  hasWarranty: boolean;
  warrantyDays: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  productUrl: string;
  customUrl: string;
  sortOrderInCategory: number;
  showOnHomepage: boolean;
  /** Decimal 1-5, default 4.5. */
  reviewRating: number;
  /** Average of the approved reviews to one decimal when there are any, else reviewRating. */
  rating: number;
  /** Number of approved reviews. */
  reviewCount: number;
  isActive: boolean;
  createdAt: string;
}

/** GET /api/admin/products adds the auto-delivery stock items. */
export interface AdminProductDto extends ProductDto {
  /**
   * The auto-delivery items not sold yet; MASKED_STOCK_ITEM for each while
   * `autoDeliveryStockMasked` (contracts/stock-items.ts).
   */
  autoDeliveryStock: string[];
  /**
   * True when the items are hidden: they are shown only to staff who entered their password (or
   * a two-factor code) in the last few minutes; GET /api/admin/products/{id}/stock asks for it.
   */
  autoDeliveryStockMasked: boolean;
  /**
   * The stock version `autoDeliveryStock` was read at: send it back as `stockVersion` with
   * PUT /api/admin/products/{id}/stock so an edit made before a sale is refused (409).
   */
  stockVersion: number;
  /** The stock and warranty policy (PUT /api/admin/products/{id}/policy sets it). */
  policy: ProductPolicy;
}

/** GET /api/admin/products/{id}/stock: a product's auto-delivery items and their stock version. */
export interface ProductStockDto {
  productId: number;
  stockItems: string[];
  stockVersion: number;
}

export interface FaqDto {
  id: number;
  productId: number;
  question: string;
  answer: string;
  order: number;
  isActive: boolean;
}

export interface OrderDto {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  quantity: number;
  /** Dollars. */
  unitPrice: string;
  /** Dollars. */
  totalAmount: string;
  couponCode: string | null;
  productId: number;
  product: {
    id: number;
    name: string;
    description: string;
    warrantyDays: number;
    productUrl: string;
    categoryUrl: string | null;
  };
  user?: { id: number; email: string };
  deliveryType: 'automatic' | 'manual';
  /**
   * The delivery text (keys, accounts); null until the order is completed, and once its keys went
   * back to stock with a refund.
   */
  deliveredItem: string | null;
  /** True when a refund returned the order's keys to stock (they are no longer the customer's). */
  keysReturnedToStock: boolean;
  /**
   * True while a fraud rule holds the order for review: paid, nothing delivered until staff
   * release (deliver) or refuse (refund) it. Shown as "Held for review".
   */
  heldForReview: boolean;
  /** Dollars given back so far: the refunds, and the rest when the order was cancelled. */
  refundedAmount: string;
  /** The order's refunds by staff, oldest first. */
  refunds: OrderRefundDto[];
  /** The automatic compensation of a late manual delivery, once given. */
  compensation: OrderCompensationDto | null;
  /** Replacement keys staff sent outside the warranty, oldest first. */
  replacements: OrderReplacementDto[];
  createdAt: string;
  updatedAt: string;
}

/** One refund of an order (POST /api/admin/orders/{id}/refunds). */
export interface OrderRefundDto {
  id: string;
  /** Dollars given back to the balance. */
  amount: string;
  /** Why staff refunded; the customer sees it. */
  reason: string;
  /** Whether the order's keys went back to stock with it. */
  restock: boolean;
  /** ISO time of the refund. */
  createdAt: string;
}

/** One replacement staff delivered on an order outside the warranty. */
export interface OrderReplacementDto {
  /** The key or account, in plaintext to its owner and to staff who confirmed their password. */
  item: string;
  reason: string;
  /** ISO time it was delivered. */
  deliveredAt: string;
}

export type TransactionType = 'deposit' | 'credit' | 'debit' | 'purchase' | 'refund' | 'withdrawal';

export interface TransactionDto {
  id: number;
  type: TransactionType;
  /** Signed dollars: "-10.00" for money out, "50.00" for money in. */
  amount: string;
  status: 'completed' | 'pending' | 'failed' | 'cancelled';
  description: string;
  relatedId: number | null;
  createdAt: string;
  user?: { id: number; email: string };
}

/** Every error answer: { message }. 400 adds the zod issues. */
export interface ErrorDto {
  message: string;
  issues?: { path: string; message: string }[];
}

/** One session of GET /api/sessions: a sign-in on a device, not ended. */
export interface SessionDto {
  id: string;
  /** Browser and operating system names read from the user agent ("Chrome", "Windows"). */
  browser: string;
  os: string;
  /** The address it was last used from. */
  ip: string;
  /** When it started (the sign-in) and was last used, ISO 8601. */
  firstSeen: string;
  lastSeen: string;
  /** The session this request belongs to. */
  current: boolean;
}

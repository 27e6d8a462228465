/** A product's details for domain tests: an automatically delivered product in no category. */
import type { ProductDetails } from '../../domain/catalogue/product';

export const sampleProductDetails: ProductDetails = {
  name: 'Windows 11 Pro',
  description: '',
  shortDescription: '',
  longDescription: '',
  priceCents: 1499,
  originalPriceCents: null,
  categoryId: null,
  deliveryType: 'automatic',
  productImages: [],
  warrantyDays: 30,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  productUrl: 'windows-11-pro',
  customUrl: '',
  sortOrderInCategory: 0,
  showOnHomepage: false,
  reviewRating: 4.5,
  isActive: true,
  manualStock: 0,
};

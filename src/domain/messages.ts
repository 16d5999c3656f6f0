import { formatPaise } from './money';
import {
  apiMessages,
  quantityMessages,
  routeMessages,
  shopMessages,
  shopScreenMessages,
  tooManyRequestsFor,
} from './messages-core';
import { validationMessages } from './validation-messages';
import { counterMessages, phoneOrderMessages } from './staff-order-messages';

export {
  apiMessages,
  counterMessages,
  phoneOrderMessages,
  routeMessages,
  shopMessages,
  shopScreenMessages,
  tooManyRequestsFor,
  validationMessages,
};

/**
 * Every user-facing message SPEC.md lists, verbatim, in one place.
 * The server sends them in error bodies; the web shows them in forms and toasts.
 */
const ACTION_PAST: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
};

export const registerMessages = {
  requiredFields: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  invalidPhone: 'Please enter a valid phone number',
  phoneTaken: 'Phone number already registered',
  invalidParentCode: 'Invalid parent code',
  /** Not in SPEC: bcrypt uses only the first 72 bytes of a password. */
  passwordTooLong:
    'Password can be at most 72 characters long (fewer if it uses letters outside English, or emoji)',
  failed: 'Registration failed. Please try again.',
  success: (code: string) => `Registration successful! Your customer code is ${code}`,
} as const;

export const customerLoginMessages = {
  required: 'Please enter both phone number and password',
  invalid: 'Invalid phone number or password',
  noPassword: 'No password set for this account',
  disabled: 'This account has been disabled. Please contact the store.',
  success: 'Login successful!',
} as const;

export const adminLoginMessages = {
  required: 'Please enter both username and password',
  invalid: 'Invalid username or password',
  /** Ours (docs/decisions/085): only after the right password, so it tells nothing to a guesser. */
  disabled: 'This account has been disabled. Please ask the owner.',
  failed: 'Login failed',
  unexpected: 'An unexpected error occurred',
  success: 'Admin login successful!',
} as const;

/** Not in SPEC: while the browser does the proof-of-work check past a limit (DESIGN 6). */
export const challengeMessages = {
  checking: 'Checking this is you…',
  why: 'Many attempts came from your network or for this account, so your device does a quick check first. It takes a few seconds.',
} as const;

export const checkoutMessages = {
  requiredFields: 'Please fill in all required fields',
  loginRequired: shopMessages.loginRequired,
  failed: 'Failed to place order. Please try again.',
  /** Not in SPEC: beside `failed` when the order could not reach the shop (the retry is the same order). */
  connectionLost:
    'The connection to the shop was lost. When it is back, press Place Order again: it is safe, your order is placed only once.',
  error: 'An error occurred while placing your order.',
  success: 'Order placed successfully!',
  productGone: 'A product in your cart is no longer sold. Please remove it and try again.',
  /** `shown` is what is left as people read it: "3", or "1.250 kg" of a weighed product (docs/decisions/084). */
  outOfStock: (name: string, left: number, shown: string = String(left)) =>
    left > 0
      ? `Only ${shown} of ${name} left in stock. Please lower the quantity.`
      : `${name} is out of stock.`,
  ...quantityMessages,
  tooManyDecimals: 'A quantity has at most 3 decimals.',
  quantityAboveZero: 'Please enter a quantity above 0.',
  tooManyPoints: (max: number) => `You can use at most ${max} points on this order.`,
  /** Not in SPEC: one product's quantity, with repeated lines added together (docs/decisions/016). */
  tooManyOfOne: (max: number) => `You can order at most ${max} of one product.`,
  /** Not in SPEC: the most one order may come to (docs/decisions/016). */
  orderTooLarge: (max: string) =>
    `One order can come to at most ${max}. Please split it into smaller orders.`,
  idempotencyMismatch: 'This order was already placed with different details. Please refresh and try again.',
  missingIdempotencyKey: 'The Idempotency-Key header is required to place an order.',
} as const;

export const formMessages = {
  /** Not in SPEC: a text field over its length limit. */
  tooLong: 'That is too long; please shorten it',
} as const;

const CATEGORY_ADD_FAILED = 'Failed to add category';

export const categoryMessages = {
  nameRequired: 'Please enter a category name',
  failed: CATEGORY_ADD_FAILED,
  /** The toast of a refused add: SPEC's words, then why (a duplicate name, ...) when there is more to say. */
  addFailed: (reason?: string) =>
    !reason || reason === CATEGORY_ADD_FAILED ? CATEGORY_ADD_FAILED : `${CATEGORY_ADD_FAILED}: ${reason}`,
  added: 'Category added successfully',
  /** Not in SPEC (its admin manages categories; these say so as its other catalogue messages do). */
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  notFound: 'Category not found',
  /** A category is deleted only when no product is in it: products are never left without one. */
  inUse: (name: string, products: number) =>
    products === 1
      ? `"${name}" still has 1 product. Move it to another category or delete it first.`
      : `"${name}" still has ${products.toLocaleString('en-IN')} products. Move them to another category or delete them first.`,
  /** Not in SPEC: names are unique regardless of case. */
  duplicate: (name: string) => `A category named "${name}" already exists`,
  /** Not in SPEC: a product names a category that is not there. */
  unknown: (name: string) => `There is no category named "${name}". Add the category first.`,
  nameTooLong: 'Category names can be at most 60 characters',
  /** Not in SPEC: the Malayalam name (docs/decisions/094). */
  nameMlTooLong: 'Malayalam names of categories can be at most 60 characters',
} as const;

export const productMessages = {
  requiredFields: 'Please fill in all required fields',
  priceAboveMrp: 'Company Profit Price cannot be higher than MRP',
  dummyNotAboveMrp: 'Dummy price should be higher than MRP to show as an offer',
  negativeStock: 'Stock quantity cannot be negative',
  /** SPEC: 'Product added successfully! Customers will earn ₹{n} point money per unit.' */
  added: (pointMoneyPerUnitPaise: number) =>
    `Product added successfully! Customers will earn ${formatPaise(pointMoneyPerUnitPaise)} point money per unit.`,
  /** SPEC leaves the rest of this sentence out ('...'); we say what the add message says. */
  updated: (pointMoneyPerUnitPaise: number) =>
    `Product updated successfully! Customers will earn ${formatPaise(pointMoneyPerUnitPaise)} point money per unit.`,
  deleted: 'Product deleted successfully',
  addFailed: (reason?: string) => `Failed to add product: ${reason || 'Unknown error'}`,
  notFound: 'Product not found',
  emptyList: 'No products found',
  /** Not in SPEC: the checks the form's number inputs need. */
  notANumber: 'Please enter a valid number',
  mrpNotPositive: 'MRP must be more than ₹0',
  negativePrice: 'Prices cannot be negative',
  amountTooLarge: 'That amount is too large',
  badTierDiscount: 'Tier discounts must be between 0 and 100 percent',
  nameTooLong: 'Product names can be at most 120 characters',
  /** Not in SPEC: the Malayalam name and other names a product is searched by (docs/decisions/094). */
  nameMlTooLong: 'Malayalam names can be at most 120 characters',
  aliasTooLong: (max: number) => `Each other name can be at most ${max} characters`,
  tooManyAliases: (max: number) => `A product can have at most ${max} other names`,
  /** Not in SPEC: units, weighed goods and barcodes (DESIGN 11.2, docs/decisions/087). */
  weighedNeedsMeasure: 'Only a product sold by kg, g, litre or ml can be weighed: choose its unit first',
  wholeStock: 'A product counted by the piece has a whole number in stock',
  stockToTheGram: 'Stock can be entered to a thousandth of the unit (3 decimals) at most',
  scaleCodeNeedsWeighed: 'Only a weighed product has a scale item code',
  tooManyBarcodes: (max: number) => `A product can have at most ${max} barcodes`,
  barcodeTaken: (code: string, productName: string) => `${code} is already on ${productName}`,
  scaleCodeTaken: (code: string, productName: string) =>
    `Scale item code ${code} is already on ${productName}`,
  noSuchBarcode: (code: string) => `No product has the barcode ${code}: search by name instead`,
  noSuchScaleItem: (code: string) =>
    `No product has the scale item code ${code}: give it to the product in its dialog, or search by name`,
  badLabelCheckDigit: (code: string) =>
    `The last digit of ${code} does not match the others: the label was misread, scan it again`,
  notWeighedAnyMore: (name: string) => `${name} is no longer weighed: its scale labels cannot be sold`,
} as const;

export const imageMessages = {
  /** Not in SPEC: where an image may come from (DESIGN 6: no data URLs). */
  badUrl: 'Use an uploaded image or an https:// link',
  onlyImages: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
  tooLarge: 'The image is too large. Please choose an image of at most 5 MB.',
  missing: 'Please choose an image file to upload',
} as const;

export const serviceMessages = {
  requiredFields: 'Please fill in all required fields',
  added: 'Service added successfully',
  updated: 'Service updated successfully',
  deleted: 'Service deleted successfully',
  activated: 'Service activated successfully',
  deactivated: 'Service deactivated successfully',
  notFound: 'Service not found',
  emptyList: 'No services found',
} as const;

export const contactMessages = {
  requiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  sent: 'Message sent successfully!',
  sentDetail: 'We will get back to you within 24 hours.',
  notFound: 'Message not found',
} as const;

export const pageMessages = {
  requiredFields: 'Please fill in all required fields',
  notFound: 'Page not found',
} as const;

export const paginationMessages = {
  badCursor: 'The page link is not valid. Please reload the list.',
} as const;

export const ordersMessages = {
  notFound: 'Order not found.',
  illegalTransition: (action: string, status: string) =>
    `This order is ${status}; it cannot be ${ACTION_PAST[action] ?? action} now.`,
  cannotMarkPaid: (status: string) => `This order is ${status}; it cannot be marked paid.`,
  cannotMarkUnpaid: (status: string) => `This order is ${status}; its payment record cannot be changed.`,
  approved: 'Order approved successfully',
  rejected: 'Order rejected successfully',
  shipped: 'Order marked as shipped',
  cancelled: 'Order cancelled',
  refunded:
    'Order refunded. Points earned on it have been taken back and any points the customer used returned.',
  partRefunded: (repaidPaise: number) =>
    `Part refunded: ${formatPaise(repaidPaise)} paid back. Points earned on those items have been taken back and their share of any points used returned.`,
  refundQuantityAboveZero: 'Enter a quantity of 1 or more for each item to refund.',
  refundLineUnknown: 'One of the products to refund is not on this order.',
  refundLineTwice: 'Each product may be listed once in a refund.',
  /** `shown` is what is left as people read it: "1", or "0.500 kg" of a weighed line (docs/decisions/084). */
  refundTooMany: (name: string, left: number, shown: string = String(left)) =>
    left === 0
      ? `${name} has already been refunded in full.`
      : `Only ${shown} of ${name} can still be refunded.`,
  cannotMarkUnpaidAfterRefund: 'Money was paid back on this order; its payment record cannot be changed.',
  markedPaid: 'Payment recorded',
  markedUnpaid: 'Payment record removed',
  delivered: (points: number, pointMoneyPaise: number, remainderPaise: number) =>
    `Delivery confirmed! Customer earned ${points} points from ${formatPaise(pointMoneyPaise)} point money. ${formatPaise(remainderPaise)} remains for next purchase.`,
} as const;

export const trackOrderMessages = {
  required: 'Please enter your order id and phone number',
  notFound: 'We could not find an order with that id and phone number.',
} as const;

/** The Daily Sales Dashboard (SPEC sections 5 and 8; the last three are ours). */
export const salesMessages = {
  bothDatesRequired: 'Please select both start and end dates',
  startAfterEnd: 'Start date cannot be after end date',
  loadFailed: 'Failed to load sales data',
  rangeFailed: 'Failed to fetch sales data for selected date range',
  loadFailedBanner: (reason: string) => `Failed to load sales data: ${reason}`,
  empty: 'No sales data found',
  badDate: 'Dates must be real days written as YYYY-MM-DD, e.g. 2026-11-23',
  rangeTooLong: (maxDays: number) => `A range can be at most ${maxDays} days. Please choose a shorter range.`,
  rule: 'An order counts on the day it was placed (India time), at what the customer pays, unless it was cancelled, rejected or refunded.',
} as const;

export const customersMessages = {
  notFound: 'Customer not found',
  notPending: 'This registration has already been decided.',
  approved: 'Customer approved successfully',
  rejected: 'Customer rejected successfully',
} as const;

export const offersMessages = {
  notFound: 'Offer not found.',
  percentRange: 'Enter a whole percent from 1 to 90',
  multiplierRange: 'Enter a whole multiplier from 2 to 5',
  chooseCategory: 'Choose the category this offer is on',
  chooseProducts: 'Choose at least one product',
  endsBeforeStart: 'The last day cannot be before the first day',
  /** The admin form's plain words for what a kind costs the shop (docs/decisions/076). */
  percentConsequence:
    'Paid from your margin: never below the company price, and the discount comes out of the point money those orders earn.',
  multiplierConsequence:
    'Those items earn the multiplied point money on delivery; their uplines’ rewards grow with it.',
  freeDeliveryConsequence:
    'Shown to customers now; applied once the shop charges for delivery (it charges nothing today).',
  noticeConsequence: 'An announcement only: it changes no price.',
  combinesHint:
    'Off: a customer gets the one offer worth most to them. On: it adds to others that also combine.',
} as const;

/** Admin order screens (Requests, Purchases): SPEC section 8 empty states. */
export const adminOrdersMessages = {
  noPendingOrders: 'No pending order requests',
  noPendingRegistrations: 'No pending customer registrations',
  noOrders: 'No orders found in the database.',
} as const;

/** Admin customer screens: SPEC sections 5 and 8, verbatim; the rest (marked) is ours. */
export const adminCustomerMessages = {
  nameAndPhoneRequired: 'Name and phone are required',
  phoneExists: 'Phone number already exists',
  codeExists: 'Customer code already exists',
  invalidParentCode: 'Invalid parent code',
  parentMissing: (code: string) => `Parent code ${code} doesn't exist`,
  added: 'Customer added successfully!',
  addFailed: 'Failed to add customer',
  addError: 'An error occurred while adding the customer',
  updated: 'Customer updated successfully!',
  updateFailed: 'Failed to update customer',
  deleted: 'Customer deleted successfully!',
  deleteFailed: 'Failed to delete customer',
  hasChildren: 'Cannot delete customer with children in MLM tree. Please reassign children first.',
  /** Ours: SPEC says points are a number of at least 0. */
  pointsAtLeastZero: 'Points must be a number of at least 0',
  /** Ours: a points change is a ledger row and says why. */
  reasonRequired: 'Give a reason for the points change',
  /** Ours: the tree can never form a cycle (DESIGN 6). */
  parentInDownline: (code: string) =>
    `${code} is in this customer's own downline, so it cannot be their parent`,
  /** Ours: history is money (DESIGN 7). */
  hasHistory: 'This customer has orders or points history, so they cannot be deleted. Disable them instead.',
  invalidCode: 'Customer codes are one capital letter and 3 to 9 digits, like A123',
  disabled: 'Customer disabled. They can no longer sign in.',
  enabled: 'Customer enabled',
  passwordSet: 'Password set. The customer can sign in with it now.',
  /** Ours: a balance the points ledger's rows can carry. */
  pointsTooLarge: 'Points can be at most 1,00,00,00,000',
  /** Ours: a reset link is made for the address of the admin screen that asks for it. */
  resetLinkNeedsOrigin: 'Make the reset link from the admin screens in a browser',
} as const;

/** Ours (DESIGN 7): forgotten passwords, the reset link and the customer's own profile. */
export const passwordResetMessages = {
  linkInvalid: 'This reset link is not valid. Ask the shop for a new one.',
  linkExpired: 'This reset link has expired. Ask the shop for a new one.',
  linkUsed: 'This reset link has already been used. Ask the shop for a new one.',
  done: 'Your password has been changed. Please sign in with it.',
  forgotHint: 'Forgot your password? Ask the shop for a reset link.',
  currentWrong: 'Your current password is not correct',
  changed: 'Password changed. You stay signed in here; other devices are signed out.',
  profileSaved: 'Profile updated',
} as const;

/** Not in SPEC: the Loyalty settings and Offers screens (DESIGN 4 and 7). */
export const adminLoyaltyMessages = {
  settingsSaved: 'Loyalty settings saved. They apply to future orders only.',
  offerAdded: 'Offer added successfully',
  offerUpdated: 'Offer updated successfully',
  offerDeleted: 'Offer deleted successfully',
  noOffers: 'No offers yet',
} as const;

/** SPEC section 7's "refresh all data" (products, customers, orders, offers, services): the admin dashboard's Refresh. */
export const adminRefreshMessages = {
  refreshed: 'Data refreshed successfully',
  failed: 'Failed to refresh data',
} as const;

/** An order's pay page, /pay/{token} (DESIGN 11.1): what it says besides the QR code. */
export const payPageMessages = {
  notFound: 'This payment link is not valid. Ask the shop to send it again.',
  paid: 'Nothing to pay: this order is paid. Thank you!',
  closed: 'Nothing to pay: this order was cancelled or refunded.',
  afterPaying:
    'After you pay, the shop confirms the payment when it reaches its bank account, usually the same day. Please do not pay twice.',
  utrInvalid: 'Enter the 12-digit UTR (UPI reference number) your UPI app shows for this payment.',
  utrTaken: 'This UTR is already given for another order. Check the number in your UPI app.',
  nothingDue: 'Nothing to pay on this order now, so there is no UTR to give.',
  utrThanks: (utr: string) => `Thank you. The shop will find your payment by its UTR ${utr}.`,
} as const;

/** Every group in one object, for code that uses several. Code in the storefront's entry bundle imports its group directly. */
/** The payments record (issue 23, docs/decisions/064). */
export const paymentMessages = {
  amountAboveZero: 'Enter an amount above ₹0.00.',
  keyReused: 'This was already recorded with different details. Please refresh and try again.',
  overDue: (duePaise: number) =>
    duePaise === 0
      ? 'Nothing is due on this order.'
      : `Only ${formatPaise(duePaise)} is due on this order; a payment cannot be more.`,
  referenceUsed: (reference: string, orderId: string | null) =>
    `UPI reference ${reference} has already paid ${orderId ? `order ${orderId}` : 'another order'}.`,
  cannotRecord: (status: string) => `This order is ${status}; no payment can be recorded.`,
  referenceFormat: 'A UPI reference has only letters and digits',
} as const;

export const messages = {
  register: registerMessages,
  customerLogin: customerLoginMessages,
  adminLogin: adminLoginMessages,
  checkout: checkoutMessages,
  form: formMessages,
  category: categoryMessages,
  product: productMessages,
  image: imageMessages,
  service: serviceMessages,
  contact: contactMessages,
  page: pageMessages,
  pagination: paginationMessages,
  orders: ordersMessages,
  payments: paymentMessages,
  trackOrder: trackOrderMessages,
  customers: customersMessages,
  adminCustomers: adminCustomerMessages,
  passwordReset: passwordResetMessages,
  challenge: challengeMessages,
  offers: offersMessages,
  route: routeMessages,
  api: apiMessages,
  shop: shopMessages,
  adminOrders: adminOrdersMessages,
  adminLoyalty: adminLoyaltyMessages,
  adminRefresh: adminRefreshMessages,
  sales: salesMessages,
  payPage: payPageMessages,
} as const;

/** Appended: messages of the customer's leaderboard screen (SPEC section 8). */
export const leaderboardMessages = {
  loadFailed: 'Failed to load leaderboard data',
  loadFailedToast: 'Failed to load leaderboard',
  loaded: 'Leaderboard loaded successfully',
  configLoadFailed: 'Failed to fetch leaderboard configuration',
  configSaveFailed: 'Failed to update leaderboard configuration',
  /** Not in SPEC: the admin's save, and the form's checks (SPEC 9's ranges). */
  configSaved: 'Leaderboard settings saved. They apply to orders placed from now on.',
  titleRequired: 'Please enter the offer title',
  topCountRange: 'Top count must be a whole number from 1 to 50',
  discountRange: 'Discount must be a whole percent from 1 to 100',
  /** What the offer costs the shop (DESIGN 4, docs/decisions/040), on the admin's form. */
  offerCost: (topCount: number, percent: number) =>
    `The top ${topCount} get up to ${percent}% off, paid from your margin: no item is sold below its company price, and the discount comes out of the point money those orders earn.`,
} as const;

/** Appended: the admin Club Management screen (SPEC section 8; the rest is ours). */
export const clubTierMessages = {
  loadFailed: 'Failed to load club tier data',
  saveFailed: 'Failed to save club tier data',
  saved: (tier: string) => `${tier} club showcase saved`,
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'Please upload an image or paste an https:// link',
  tooMany: (max: number) => `A club showcase can hold at most ${max} items`,
} as const;

/** Appended: the audit log screen and the admin's downloads (issue 12, items 10 and 11). */
export const auditLogMessages = {
  startAfterEnd: 'Start date cannot be after end date',
  actionNeedsKind: 'Pick a kind first',
  noEntries: 'No admin actions recorded yet',
  noMatches: 'No admin action matches these filters',
} as const;

/** The demo data's notice on the admin dashboard and its removal (docs/decisions/040). */
export const demoDataMessages = {
  notice:
    'Its customers, their orders and their points are made up, and every demo customer signs in with the password shop1234: remove them before you open.',
  keeps: 'Your products, categories, services, offers and club showcases stay, for you to edit or delete.',
  confirm: (customers: number, orders: number) =>
    `Remove ${customers} demo customers and their ${orders} orders, with their points history? This cannot be undone.`,
  removed: 'Demo data removed. Your shop is ready for real customers.',
  removeFailed: 'Could not remove the demo data',
  nothingToRemove: 'This shop holds no demo data.',
  referredByDemo: (codes: string) =>
    `Real customers were referred by demo customers (${codes}). Move them to another parent in the referral tree first, then remove the demo data.`,
  demoUnderReal: (codes: string) =>
    `Demo customers sit under real customers in the referral tree and paid them rewards (${codes}). Move the demo customers back under the shop (A100) first.`,
} as const;

/** The checkout screen's notices (SPEC section 4's checkout; the words are ours). */
export const checkoutScreenMessages = {
  opening: 'Opening your order…',
  emptyTitle: 'Your cart is empty',
  emptyHint: 'Add groceries from the shop, then come back here to place your order.',
  signInTitle: 'Sign in to place your order',
  signInHint:
    'Prices below are MRP. Sign in to see your member price, use your points and earn point money. You can fill in your details first; we keep them while you sign in.',
  adminTitle: 'Signed in as an admin',
  adminHint: 'Orders are placed from a customer account. Sign out and sign in as a customer to order.',
  /** The server's stock was lower than the cart thought: what the cart gave up. */
  cartUpdated: 'Your cart was updated',
  /** `left` as people read it: "3", or "1.500 kg" of a weighed product (docs/decisions/084). */
  stockLowered: (name: string, left: number | string) =>
    `Only ${left} of ${name} left in stock, so we lowered the quantity.`,
  stockGone: (name: string) => `${name} is out of stock and was taken out of your cart.`,
  /** Under Place Order: what happens next. */
  guestNote: 'You will be asked to sign in first.',
  codNote: 'Pay when your order arrives.',
  upiNote: 'Place your order, then pay for it by UPI on its page.',
  khataNote: 'Added to your khata: pay the shop later.',
} as const;

/** The admin's image picker (products, categories' pictures, club tiers): what its status line says. */
export const imagePickerMessages = {
  brokenLink: 'This link does not show an image. Check it or upload a photo.',
  uploading: 'Uploading the photo…',
  selected: 'Image selected.',
  noneYetRequired: 'No image yet: upload a photo or paste a link.',
  noneUsesDefault: 'No image: the default image will be shown.',
  dropHint: 'Drag and drop a photo here, or',
};

/**
 * Reading a bank statement (issue 23, docs/decisions/066): why a file is refused as a whole.
 * A line number is the file's own line, as a text editor counts it.
 */
export const statementMessages = {
  empty: 'The file is empty. Download the statement from your bank again, as CSV.',
  notCsv:
    'This file is not a CSV statement. Download the statement from your bank as CSV (comma-separated values).',
  pdf: 'This is a PDF. Download the statement from your bank as CSV (comma-separated values) instead.',
  spreadsheet:
    'This is an Excel file. Download the statement from your bank as CSV (comma-separated values), or save it as CSV in Excel.',
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Download a shorter period of the statement.`,
  tooManyLines: (lines: number) =>
    `The file has more than ${lines.toLocaleString('en-IN')} lines. Download a shorter period of the statement.`,
  unknownLayout:
    'We could not find the table of transactions in this file. Name its date, narration, credit and reference columns, then upload it again.',
  mappedColumnsMissing: (names: string) => `No row of the file names the columns ${names}.`,
  badDate: (line: number, text: string) => `Line ${line}: the date '${text}' is not a date`,
  noDate: (line: number) => `Line ${line}: an amount with no date`,
  badAmount: (line: number, text: string) => `Line ${line}: the amount '${text}' is not an amount`,
  negativeCredit: (line: number, text: string) => `Line ${line}: the credit '${text}' is negative`,
  creditAndDebit: (line: number) => `Line ${line}: both a credit and a debit on one line`,
  badSide: (line: number, text: string) => `Line ${line}: '${text}' says neither Cr nor Dr`,
  cellCount: (line: number, cells: number, columns: number) =>
    `Line ${line}: ${cells} cells, but the header row has ${columns} columns`,
  quoteNotClosed: (line: number) => `Line ${line}: a quoted cell is never closed`,
  strayQuote: (line: number) => `Line ${line}: a quote in the middle of a cell`,
  creditNotFound: 'That statement line is not in the review list.',
  missingFile: 'Choose the bank statement file (CSV) to upload.',
  badMapping: 'The column names sent with the statement could not be read. Name the columns again.',
  creditMatched: (orderId: string) => `Recorded as a payment on order ${orderId}.`,
  creditAlreadyMatched: (orderId: string) =>
    `Already recorded as a payment on order ${orderId}: nothing changed.`,
  creditDismissed: 'Dismissed: it stays out of the review list.',
  creditAlreadyDismissed: 'Already dismissed: nothing changed.',
  creditMatchedElsewhere: (orderId: string) =>
    `This line already paid order ${orderId}. Record a refund on that order if it was wrong.`,
  creditWasDismissed: 'This line was dismissed. It can no longer pay an order.',
  creditSettled: (owedAfterPaise: number) =>
    `Recorded as a khata settlement, oldest orders first. Still owed on that khata: ${formatPaise(owedAfterPaise)}.`,
  creditAlreadySettled: 'Already recorded as a settlement of this khata: nothing changed.',
  creditSettledKhata: 'This line already settled a khata. Record a refund on those orders if it was wrong.',
} as const;

/** Khata, credit for regulars (issue 23, docs/decisions/070): checkout, settlements, the statement. */
export const khataMessages = {
  notOpen: 'Pay later (khata) is not open for your account. Ask the shop, or choose Cash on Delivery or UPI.',
  overLimit: (leftPaise: number, orderPaise: number) =>
    leftPaise === 0
      ? `Your khata has no credit left (this order is ${formatPaise(orderPaise)}). Settle what you owe, or choose Cash on Delivery or UPI.`
      : `Your khata has only ${formatPaise(leftPaise)} left; this order is ${formatPaise(orderPaise)}. Remove some items, or choose Cash on Delivery or UPI.`,
  overOwed: (owedPaise: number) =>
    owedPaise === 0
      ? 'Nothing is owed on this khata.'
      : `Only ${formatPaise(owedPaise)} is owed on this khata; a settlement cannot be more.`,
  limitSaved: 'Credit limit saved',
  settlementSaved: 'Settlement recorded',
} as const;

/** Points that wait for the return window (issue 24, docs/decisions/074): settings, the customer's screens, the delivery toast. */
export const pendingPointsMessages = {
  /** Under the Loyalty settings' return window field: what the number does, in plain words. */
  windowConsequence: (days: number) =>
    days === 0
      ? 'Points become spendable as soon as an order is delivered. A customer who returns goods later has those points taken back, even if they have spent them (their balance can go below zero).'
      : `A customer who returns goods within ${days} ${days === 1 ? 'day' : 'days'} loses the points of those goods; points become spendable ${days} ${days === 1 ? 'day' : 'days'} after delivery.`,
  /** "12 points pending, spendable from 4 Dec" (profile, dashboard, checkout). */
  pending: (points: string, on: string) => `${points} pending, spendable from ${on}`,
  /** More pending than the next release: "12 points pending; 5 spendable from 4 Dec". */
  pendingInParts: (points: string, next: string, on: string) =>
    `${points} pending; ${next} spendable from ${on}`,
  /** The admin's toast when a delivery's points wait: SPEC's delivery message with their date. */
  delivered: (points: number, pointMoneyPaise: number, remainderPaise: number, on: string) =>
    `Delivery confirmed! Customer earned ${points} points from ${formatPaise(pointMoneyPaise)} point money, pending until ${on}. ${formatPaise(remainderPaise)} remains for next purchase.`,
} as const;

export const referralReviewMessages = {
  notFound: 'That referral flag was not found.',
  cleared: 'Referral cleared: its rewards follow the return window as usual.',
  rejected: 'Referral rejected: its held rewards are voided and it earns nothing more.',
  alreadyDecided: (status: 'cleared' | 'rejected') => `This referral was already ${status}; nothing changed.`,
  confirmClear: (member: string, upline: string) =>
    `Clear the flag on ${member} under ${upline}? ${upline}'s held rewards from ${member} will follow the return window as usual.`,
  confirmReject: (member: string, upline: string) =>
    `Reject ${member} under ${upline}? ${upline}'s held rewards from ${member} are voided and ${upline} earns nothing more from them. ${member} stays a customer.`,
  none: 'No referrals wait for review.',
} as const;

/** Points that expire (DESIGN 11.3, docs/decisions/080), in plain words. */
export const pointsExpiryMessages = {
  /** Under the Loyalty settings' expiry field: what the number does, and what turning it on does to old points. */
  consequence: (months: number | null) =>
    months === null
      ? 'Points never expire.'
      : `Points not spent within ${months} ${months === 1 ? 'month' : 'months'} of being earned expire. Customers see a warning 30 days ahead. Points earned before expiry is turned on (or its period changed) get a full ${months} ${months === 1 ? 'month' : 'months'} from that day.`,
  /** "12 points expire on 16 Jan", "1 point expires on 16 Jan" (profile, dashboard, checkout). */
  expireOn: (points: number, phrase: string, on: string) =>
    `${phrase} ${points === 1 ? 'expires' : 'expire'} on ${on}`,
  /** The owner's WhatsApp reminder to a customer whose points expire soon. */
  reminder: (name: string, points: string, on: string) =>
    `Hello ${name}, ${points} in your account with us expire on ${on}. Use them on your next order before then.`,
} as const;

/** The owner's Staff screen and its API (DESIGN 11.2, docs/decisions/085). */
export const staffMessages = {
  nameRequired: "Please enter the staff member's name",
  usernameRules: 'A username is 3 to 40 letters, digits, dots, dashes or underscores',
  usernameTaken: (username: string) => `The username ${username} is already taken. Choose another.`,
  notFound: 'Staff member not found.',
  added: (name: string) => `${name} can now sign in on the Admin tab.`,
  disabled: (name: string) => `${name} is disabled and signed out everywhere.`,
  enabled: (name: string) => `${name} can sign in again.`,
  passwordSet: (name: string) =>
    `Password set. ${name} was signed out everywhere and signs in with the new one.`,
  none: 'No staff yet. Add the people who help you at the counter and with deliveries.',
} as const;

/**
 * Every user-facing message SPEC.md lists, verbatim, in one place.
 * The server sends them in error bodies; the web shows them in forms and toasts.
 */
export const messages = {
  register: {
    requiredFields: 'Please fill in all required fields',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters long',
    invalidPhone: 'Please enter a valid phone number',
    phoneTaken: 'Phone number already registered',
    invalidParentCode: 'Invalid parent code',
    failed: 'Registration failed. Please try again.',
    success: (code: string) => `Registration successful! Your customer code is ${code}`,
  },
  customerLogin: {
    required: 'Please enter both phone number and password',
    invalid: 'Invalid phone number or password',
    noPassword: 'No password set for this account',
    disabled: 'This account has been disabled. Please contact the store.',
    success: 'Login successful!',
  },
  adminLogin: {
    required: 'Please enter both username and password',
    invalid: 'Invalid username or password',
    failed: 'Login failed',
    unexpected: 'An unexpected error occurred',
    success: 'Admin login successful!',
  },
  checkout: {
    requiredFields: 'Please fill in all required fields',
    loginRequired: 'Please login to proceed with checkout',
    failed: 'Failed to place order. Please try again.',
    error: 'An error occurred while placing your order.',
    success: 'Order placed successfully!',
  },
  route: {
    loading: 'Loading...',
    accessDenied: 'Access denied',
    notFound: 'Oops! Page not found',
    renderFailed: 'Unexpected Application Error!',
  },
  api: {
    notSignedIn: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do that.',
    notFound: 'Not found.',
    tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
    invalidRequest: 'The request is not valid.',
    bodyTooLarge: 'The request is too large.',
    serverError: 'Something went wrong on our side. Please try again.',
  },
} as const;

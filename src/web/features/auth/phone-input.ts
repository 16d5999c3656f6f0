/** The phone number input, asked the same way by Sign In and Register (the number is the login). */
export const PHONE_NUMBER_INPUT = {
  label: 'Phone number',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '98765 43210',
} as const;

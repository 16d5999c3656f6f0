/** Toasts open just below the sticky header (64 px high in the shop and the admin), never over it. */
export const BELOW_THE_HEADER = 72;

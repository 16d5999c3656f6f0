import { z } from 'zod';

/** A customer registration waiting for the admin's decision, as GET /api/admin/registrations lists it. */
export const registrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  parentCode: z.string().nullable(),
  joinedAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const REGISTRATION_DECISIONS = ['approve', 'reject'] as const;
export type RegistrationDecision = (typeof REGISTRATION_DECISIONS)[number];

import { z } from 'zod';
import { USER_ETATS } from '../enums.js';
import { MSG } from '../messages.js';
import { confirmPasswordField, emailField, newPasswordField } from './fields.js';

/** The staff accounts, managed by root (admin shell, Administrateurs). */

/** createAdmin: a new administrator, verified and active at once. */
export const createAdminBody = z
  .object({ email: emailField, password: newPasswordField, confirmPassword: confirmPasswordField })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordsDiffer });
export type CreateAdminBody = z.infer<typeof createAdminBody>;

export const staffAccountSchema = z.object({
  /** The user id (what /api/users/ban and unban take). */
  id: z.number(),
  email: z.string(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  role: z.enum(['admin', 'root']),
  etat: z.enum(USER_ETATS),
  createdAt: z.string(),
  /** Last live connection, null if never. */
  lastSeenAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** getAdmins: root accounts first, then the newest. */
export const staffAccountsResponse = z.object({ done: z.literal(true), data: z.array(staffAccountSchema) });
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponse>;
export const staffAccountResponse = z.object({ done: z.literal(true), data: staffAccountSchema });
export type StaffAccountResponse = z.infer<typeof staffAccountResponse>;

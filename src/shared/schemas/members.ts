import { z } from 'zod';

/** A member as others see them beside their words or in a directory: the name and the picture. */
export const memberCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A member as an administrator's record names them (a restaurant's owner, a receipt's member): with the address. */
export const memberContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

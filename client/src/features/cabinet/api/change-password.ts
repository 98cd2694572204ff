import { api } from '../../../lib/api-client';

/**
 * POST user/change-password. The password goes as typed, over TLS, to our own server, which hashes
 * it with argon2id: hashing it here first would only make that hash the real password.
 */
export function changePassword(input: { new_password: string; repeat_password: string }): Promise<unknown> {
  return api.post('user/change-password', input);
}

// Which field of the change-password form a server refusal is about (spec section 8), so the
// page can show it there: the token's problems under the token, the password's under the new
// password. "Failed to change password." belongs to no field.
import { specTexts, type Message } from '@console/machines';

export type ChangeFormField = 'token' | 'password';

export function changeErrorField(error: Message | null): ChangeFormField | null {
  switch (error?.text) {
    case specTexts.tokenNotFound:
    case specTexts.tokenExpired:
      return 'token';
    case specTexts.passwordInsecure:
    case specTexts.passwordUsed:
      return 'password';
    default:
      return null;
  }
}

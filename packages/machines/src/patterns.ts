// Input patterns of spec section 5: the reset email and the team-chat OAuth code.

// One @, no spaces, a dot in the domain: what a person recognises as an email address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const TEAM_CHAT_CODE_PATTERN = /^[A-Za-z0-9.]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isTeamChatCode(value: string): boolean {
  return TEAM_CHAT_CODE_PATTERN.test(value);
}

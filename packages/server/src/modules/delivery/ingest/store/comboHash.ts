// The hash of a combination of dimension values (combos.ts indexes the remembered ones by it),
// computed from an event's fields without building its key string, and the comparisons that
// tell apart the combinations a hash does not.
import type { NormalisedEvent } from '../../event.ts';
import { comboFields, type ComboValues } from '../../dimensions.ts';

/**
 * A 30-bit hash of the twelve values (FNV-1a over the characters, a mark for null, a separator
 * after each field), computed from the event's fields without building its key string: the
 * index of remembered combinations. Equal hashes are told apart by comparing the values. Kept
 * to 30 bits after each field, a small integer: a wider one is boxed when it is returned.
 */
function foldValue(hash: number, value: string | null): number {
  let h = hash;
  if (value === null) h = Math.imul(h ^ 1, 16_777_619);
  else {
    for (let index = 0; index < value.length; index += 1)
      h = Math.imul(h ^ value.charCodeAt(index), 16_777_619);
  }
  return Math.imul(h ^ 31, 16_777_619) & 0x3f_ff_ff_ff;
}

const hashSeed = 2_166_136_261 & 0x3f_ff_ff_ff;

export function comboHashOfEvent(event: NormalisedEvent): number {
  let h = foldValue(hashSeed, event.recipientDomain);
  h = foldValue(h, event.provider);
  h = foldValue(h, event.sendingIp);
  h = foldValue(h, event.vmta);
  h = foldValue(h, event.pool);
  h = foldValue(h, event.campaign);
  h = foldValue(h, event.senderDomain);
  h = foldValue(h, event.remoteMx);
  h = foldValue(h, event.platform);
  h = foldValue(h, event.bounceCategory);
  h = foldValue(h, event.dsnStatus);
  return foldValue(h, event.diagnosticTemplate);
}

export function comboHash(values: ComboValues): number {
  let h = hashSeed;
  for (const field of comboFields) h = foldValue(h, values[field]);
  return h;
}

export function sameCombo(event: NormalisedEvent, values: ComboValues): boolean {
  return (
    event.recipientDomain === values.recipient_domain &&
    event.provider === values.provider &&
    event.sendingIp === values.sending_ip &&
    event.vmta === values.vmta &&
    event.pool === values.pool &&
    event.campaign === values.campaign &&
    event.senderDomain === values.sender_domain &&
    event.remoteMx === values.remote_mx &&
    event.platform === values.platform &&
    event.bounceCategory === values.bounce_category &&
    event.dsnStatus === values.dsn_status &&
    event.diagnosticTemplate === values.diagnostic_template
  );
}

/** Whether two events have the same combination (their twelve values). */
export function sameComboOfEvents(a: NormalisedEvent, b: NormalisedEvent): boolean {
  return (
    a.recipientDomain === b.recipientDomain &&
    a.provider === b.provider &&
    a.sendingIp === b.sendingIp &&
    a.vmta === b.vmta &&
    a.pool === b.pool &&
    a.campaign === b.campaign &&
    a.senderDomain === b.senderDomain &&
    a.remoteMx === b.remoteMx &&
    a.platform === b.platform &&
    a.bounceCategory === b.bounceCategory &&
    a.dsnStatus === b.dsnStatus &&
    a.diagnosticTemplate === b.diagnosticTemplate
  );
}

/** Whether two combinations have the same twelve values. */
export function sameValues(a: ComboValues, b: ComboValues): boolean {
  for (const field of comboFields) if (a[field] !== b[field]) return false;
  return true;
}
